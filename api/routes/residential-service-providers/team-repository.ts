import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { ResidentialServiceProviderInvitesRow, ResidentialServiceProviderUsersRow } from '../../db/__generated__/rows.js';

export type MemberRow = Pick<ResidentialServiceProviderUsersRow, 'user_id' | 'provider_role' | 'vendor_role_granted'>;

/** The company's people, locked, so a removal and a leave at once see the same team. */
export async function lockMembers(ex: Executor, providerId: number): Promise<MemberRow[]> {
  return rows<MemberRow>(ex, sql`SELECT user_id, provider_role, vendor_role_granted FROM residential_service_provider_users
    WHERE residential_service_provider_id = ${providerId} ORDER BY user_id FOR UPDATE`);
}

/**
 * Takes a person off the company. The vendor role goes too when joining gave it
 * to them (never the last role they have); the jobs the company holds stay its own.
 */
export async function removeMember(ex: Executor, providerId: number, member: MemberRow): Promise<void> {
  await ex.execute(sql`DELETE FROM residential_service_provider_users
    WHERE residential_service_provider_id = ${providerId} AND user_id = ${member.user_id}`);
  if (!member.vendor_role_granted) return;
  await ex.execute(sql`UPDATE users SET roles = array_remove(roles, 'vendor'), updated_at = now()
    WHERE id = ${member.user_id} AND cardinality(roles) > 1`);
}

export type OpenInviteRow = Pick<ResidentialServiceProviderInvitesRow, 'id' | 'email' | 'invited_by_user_id'> & {
  expires_at: string; created_at: string; expired: boolean;
};

/** Invitations nobody accepted yet (expired ones too: the owner may revoke them to invite again), newest first. */
export async function openInvites(ex: Executor, providerId: number): Promise<OpenInviteRow[]> {
  return rows<OpenInviteRow>(ex, sql`SELECT id, email, invited_by_user_id, ${isoOf(sql`expires_at`)} AS expires_at,
      ${isoOf(sql`created_at`)} AS created_at, expires_at <= now() AS expired
    FROM residential_service_provider_invites
    WHERE residential_service_provider_id = ${providerId} AND accepted_at IS NULL ORDER BY id DESC`);
}

/** Deletes an open invitation of the company (its link then answers 404); false when there is none. */
export async function deleteOpenInvite(ex: Executor, providerId: number, inviteId: number): Promise<boolean> {
  const deleted = await rows<{ id: number }>(ex, sql`DELETE FROM residential_service_provider_invites
    WHERE id = ${inviteId} AND residential_service_provider_id = ${providerId} AND accepted_at IS NULL RETURNING id`);
  return deleted.length > 0;
}
