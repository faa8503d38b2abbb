import type { ApiTokenScope } from '../../../common/api-token-scopes.js';
import type { UserRole } from '../../../common/enums.js';
import { rows, sql, type Executor } from '../../db/client.js';
import type { AuthenticationTokensRow } from '../../db/__generated__/rows.js';

export type TokenRow = AuthenticationTokensRow;

/** Live tokens one user may hold: plenty for integrations, not an unbounded table. */
export const MAX_LIVE_TOKENS_PER_USER = 50;
/** Revoked and expired tokens stay listed this long, so their owner sees what happened. */
const LISTED_AFTER_END_DAYS = 30;

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

export async function listOwnTokens(ex: Executor, userId: number): Promise<TokenRow[]> {
  return rows<TokenRow>(ex, sql`SELECT * FROM authentication_tokens WHERE user_id = ${userId}
      AND coalesce(least(revoked_at, expires_at), expires_at) > now() - make_interval(days => ${LISTED_AFTER_END_DAYS})
    ORDER BY created_at DESC, id LIMIT ${MAX_LIVE_TOKENS_PER_USER * 2}`);
}

/** The user's own token (someone else's is as if it did not exist), locked when changing it. */
export async function findOwnToken(ex: Executor, userId: number, id: string, forUpdate = false): Promise<TokenRow | null> {
  const [row] = await rows<TokenRow>(ex, sql`SELECT * FROM authentication_tokens WHERE id = ${id}::uuid AND user_id = ${userId}
    ${forUpdate ? sql`FOR UPDATE` : sql``}`);
  return row ?? null;
}

export async function countLiveTokens(ex: Executor, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM authentication_tokens
    WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()`);
  return row?.n ?? 0;
}

export async function insertToken(ex: Executor, t: {
  id: string; userId: number; name: string; role: UserRole; scopes: ApiTokenScope[]; tokenHash: string; hint: string; expiresAt: Date;
}): Promise<TokenRow> {
  const [row] = await rows<TokenRow>(ex, sql`INSERT INTO authentication_tokens
      (id, user_id, name, user_role, scopes, token_hash, hint, expires_at)
    VALUES (${t.id}::uuid, ${t.userId}, ${t.name}, ${t.role}, ${textArray(t.scopes)}, ${t.tokenHash}, ${t.hint}, ${t.expiresAt.toISOString()}::timestamptz)
    RETURNING *`);
  return row!;
}

/** A new secret for the same token: the old string's hash no longer matches, so it is refused at once. */
export async function rotateToken(ex: Executor, id: string, tokenHash: string, hint: string): Promise<TokenRow> {
  const [row] = await rows<TokenRow>(ex, sql`UPDATE authentication_tokens
    SET token_hash = ${tokenHash}, hint = ${hint}, rotated_at = now() WHERE id = ${id}::uuid RETURNING *`);
  return row!;
}

export async function revokeToken(ex: Executor, id: string): Promise<void> {
  await ex.execute(sql`UPDATE authentication_tokens SET revoked_at = now() WHERE id = ${id}::uuid AND revoked_at IS NULL`);
}
