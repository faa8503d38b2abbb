import { rows, sql, type Executor } from '../../db/client.js';
import type { GuarantorConnectionsRow, UsersRow } from '../../db/__generated__/rows.js';
import { firstNameSql } from '../../db/person-name.js';
import { guarantorConnectionStatus, type GuarantorConnectionStatus } from '../../domain/guarantors/status.js';

/** A connection as the guarantor reads it; markAccepted sets accepted_at with guarantor_user_id, so it is never null here. */
interface AcceptedConnectionRow extends Pick<GuarantorConnectionsRow, 'id' | 'lifecycle_id' | 'screening_completed_at' | 'financial_qualifications_completed_at'> {
  first_name: UsersRow['first_name'];
  accepted_at: NonNullable<GuarantorConnectionsRow['accepted_at']>;
}

export interface GuarantorFact {
  guarantor_connection_id: number;
  lifecycle_id: number;
  status: GuarantorConnectionStatus;
  tenant_first_name: string;
  accepted_at: string;
}

/**
 * GET /me/ `guarantor_connections_as_guarantor_user` (spec §3): the connections
 * the user accepted as someone's guarantor, newest first, with just enough for the
 * Finish Guarantor Screening button and the guarantor's own pages.
 */
export async function guarantorConnectionsAsGuarantorUser(ex: Executor, userId: number): Promise<GuarantorFact[]> {
  const found = await rows<AcceptedConnectionRow>(ex, sql`
    SELECT gc.id, gc.lifecycle_id, ${firstNameSql('t')} AS first_name, gc.accepted_at, gc.screening_completed_at, gc.financial_qualifications_completed_at
    FROM guarantor_connections gc JOIN users t ON t.id = gc.tenant_user_id
    WHERE gc.guarantor_user_id = ${userId}
    ORDER BY gc.id DESC`);
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return found.map((r) => ({
    guarantor_connection_id: r.id,
    lifecycle_id: r.lifecycle_id,
    status: guarantorConnectionStatus({
      acceptedAt: date(r.accepted_at),
      screeningCompletedAt: date(r.screening_completed_at),
      financialQualificationsCompletedAt: date(r.financial_qualifications_completed_at),
    }),
    tenant_first_name: r.first_name,
    accepted_at: new Date(r.accepted_at).toISOString(),
  }));
}
