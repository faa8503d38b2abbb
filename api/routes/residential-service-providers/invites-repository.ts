import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { ResidentialServiceProviderInvitesRow, UsersRow } from '../../db/__generated__/rows.js';

export type InviteRow = Omit<ResidentialServiceProviderInvitesRow, 'expires_at'> & { expires_at: string; expired: boolean };

/** Records an invite; null when this email already has an open invite to this company (the unique index decides). */
export async function insertInvite(ex: Executor, providerId: number, email: string, tokenHash: string, invitedBy: number): Promise<InviteRow | null> {
  const [row] = await rows<Pick<InviteRow, 'id'>>(ex, sql`
    INSERT INTO residential_service_provider_invites (residential_service_provider_id, email, invite_token_hash, invited_by_user_id, expires_at)
    VALUES (${providerId}, ${email}, ${tokenHash}, ${invitedBy}, now() + interval '14 days')
    ON CONFLICT (residential_service_provider_id, email) WHERE accepted_at IS NULL DO NOTHING RETURNING id`);
  return row ? lockInvite(ex, row.id) : null;
}

export async function lockInvite(ex: Executor, id: number): Promise<InviteRow | null> {
  const [row] = await rows<InviteRow>(ex, sql`SELECT id, residential_service_provider_id, email, invite_token_hash, invited_by_user_id,
      accepted_by_user_id, ${isoOf(sql`accepted_at`)} AS accepted_at, ${isoOf(sql`expires_at`)} AS expires_at, ${isoOf(sql`created_at`)} AS created_at,
      expires_at <= now() AS expired
    FROM residential_service_provider_invites WHERE id = ${id} FOR UPDATE`);
  return row ?? null;
}

export async function markAccepted(ex: Executor, id: number, userId: number): Promise<void> {
  await ex.execute(sql`UPDATE residential_service_provider_invites SET accepted_at = now(), accepted_by_user_id = ${userId} WHERE id = ${id}`);
}

/**
 * Adds a member and gives them the vendor role so they can switch to it; the row
 * remembers whether the role came from joining (leaving takes it away only then).
 */
export async function addMember(ex: Executor, providerId: number, userId: number): Promise<void> {
  const granted = await rows<{ id: number }>(ex, sql`UPDATE users SET roles = array_append(roles, 'vendor'), updated_at = now()
    WHERE id = ${userId} AND NOT ('vendor' = ANY (roles)) RETURNING id`);
  await ex.execute(sql`INSERT INTO residential_service_provider_users (residential_service_provider_id, user_id, provider_role, vendor_role_granted)
    VALUES (${providerId}, ${userId}, 'member', ${granted.length > 0})`);
}

export async function userByEmail(ex: Executor, email: string): Promise<Pick<UsersRow, 'id' | 'email'> | null> {
  const [row] = await rows<Pick<UsersRow, 'id' | 'email'>>(ex, sql`SELECT id, email FROM users WHERE lower(email) = ${email}`);
  return row ?? null;
}

export async function emailOf(ex: Executor, userId: number): Promise<string> {
  const [row] = await rows<Pick<UsersRow, 'email'>>(ex, sql`SELECT email FROM users WHERE id = ${userId}`);
  return row!.email.toLowerCase();
}
