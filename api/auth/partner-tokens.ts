import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiTokenScope } from '../../common/api-token-scopes.js';
import type { UserRole } from '../../common/enums.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { AuthenticationTokensRow } from '../db/__generated__/rows.js';
import type { SigningKeys } from './keys.js';
import { mayActAs } from './roles.js';
import { signToken, type TokenClaims } from './tokens.js';

/**
 * Partner API tokens (docs/partners.md): a JWT of typ "partner" whose `sid` is a
 * row of `authentication_tokens`. The signature lets the gateway read it offline;
 * the row decides on every api request whether it still counts.
 */

/** sha256 hex of the whole token string: what the row keeps instead of the secret. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The last characters of the token, for lists: every JWT begins alike. */
export const hintOf = (token: string) => token.slice(-6);

/** How stale last_used_at may be: written at most once a minute, not on every request. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export async function signPartnerToken(keys: SigningKeys, t: {
  id: string; userId: number; role: UserRole; expiresAt: Date;
}): Promise<string> {
  const ttlSeconds = Math.max(1, Math.floor((t.expiresAt.getTime() - Date.now()) / 1000));
  return signToken(keys, { sub: String(t.userId), sid: t.id, typ: 'partner', user_role: t.role }, ttlSeconds);
}

/** A token's row with what its user holds now (roles, blocked staff status is irrelevant: never staff). */
export interface PartnerTokenRecord {
  user_id: number;
  user_role: UserRole;
  scopes: ApiTokenScope[];
  token_hash: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  roles: string[];
}

export async function findPartnerTokenRecord(ex: Executor, id: string): Promise<PartnerTokenRecord | null> {
  const [row] = await rows<PartnerTokenRecord>(ex, sql`SELECT t.user_id, t.user_role, t.scopes, t.token_hash,
      t.expires_at, t.last_used_at, t.revoked_at, u.roles
    FROM authentication_tokens t JOIN users u ON u.id = t.user_id WHERE t.id = ${id}::uuid`);
  return row ?? null;
}

/** Why a signed partner token does not count (revoked, expired, rotated, claims unbacked), or null when it does. */
export function partnerTokenProblem(claims: TokenClaims, token: string, row: PartnerTokenRecord | null): string | null {
  if (!row || row.revoked_at) return 'This API token was revoked.';
  if (new Date(row.expires_at) <= new Date()) return 'This API token has expired. Create a new one.';
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  // Constant time: a rotated token's old string is validly signed, only the hash tells.
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return 'This API token was rotated. Use its new secret.';
  if (claims.sub !== String(row.user_id) || claims.user_role !== row.user_role) return 'This API token is not valid.';
  if (!mayActAs(row.roles, row.user_role)) return `This API token acts as ${row.user_role}, a role its user no longer holds.`;
  if (claims.staff !== undefined || claims.act !== undefined) return 'This API token is not valid.';
  return null;
}

/** Notes the use, at most once a minute per token (the WHERE makes racing requests write once). */
export async function touchPartnerToken(ex: Executor, id: string, row: PartnerTokenRecord): Promise<void> {
  if (row.last_used_at && Date.now() - new Date(row.last_used_at).getTime() < LAST_USED_RESOLUTION_SECONDS * 1000) return;
  await ex.execute(sql`UPDATE authentication_tokens SET last_used_at = now() WHERE id = ${id}::uuid
    AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS}))`);
}

export type { AuthenticationTokensRow };
