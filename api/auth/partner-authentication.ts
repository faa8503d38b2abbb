import type { AppDeps } from '../deps.js';
import type { Auth } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import { findPartnerTokenRecord, partnerTokenProblem, touchPartnerToken } from './partner-tokens.js';
import type { TokenClaims } from './tokens.js';

/**
 * A partner API token's request: its row, not the signature, has the last word
 * (revoked, expired, rotated, its role withdrawn), checked on every request, so a
 * revocation holds on every api instance at once. Never staff, never impersonating.
 */
export async function authenticatePartner(deps: AppDeps, claims: TokenClaims, token: string): Promise<Auth> {
  const db = deps.database.db;
  const row = await findPartnerTokenRecord(db, claims.sid);
  const problem = partnerTokenProblem(claims, token, row);
  if (problem || !row) throw new HttpError(401, 'invalid_token', problem ?? 'This API token is not valid.');
  await touchPartnerToken(db, claims.sid, row);
  return {
    sessionId: claims.sid, typ: 'partner', userId: row.user_id, role: row.user_role, isStaff: false, impersonatorId: null,
    scopes: row.scopes,
  };
}
