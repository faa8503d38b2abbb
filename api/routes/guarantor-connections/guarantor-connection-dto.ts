import { guarantorConnectionStatus, resendAvailableAt } from '../../domain/guarantors/status.js';
import type { ConnectionRow } from './guarantor-connections-repository.js';
import type { GuarantorConnectionDto } from './guarantor-connection-schemas.js';

export type Relationship = GuarantorConnectionDto['viewer_relationship'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How the caller stands to a connection; null when they may not see it at all. */
export function relationshipOf(row: ConnectionRow, userId: number): Exclude<Relationship, 'invitee'> | null {
  if (row.tenant_user_id === userId) return 'tenant';
  if (row.guarantor_user_id === userId) return 'guarantor';
  return null;
}

/** The DTO for one party: only the tenant sees the home's id and the resend timing. */
export function toConnectionDto(row: ConnectionRow, relationship: Relationship): GuarantorConnectionDto {
  const isTenant = relationship === 'tenant';
  return {
    id: row.id,
    guarantor_connection_id: row.id,
    lifecycle_id: row.lifecycle_id,
    status: guarantorConnectionStatus({
      acceptedAt: row.accepted_at,
      screeningCompletedAt: row.screening_completed_at,
      financialQualificationsCompletedAt: row.financial_qualifications_completed_at,
    }),
    viewer_relationship: relationship,
    guarantor_name: row.guarantor_name,
    guarantor_email: row.guarantor_email,
    tenant_first_name: row.tenant_first_name,
    home_city: row.home_city,
    building_id: isTenant ? row.building_id : null,
    is_application_active: row.is_application_active,
    invited_at: row.invited_at.toISOString(),
    last_invite_sent_at: isTenant ? row.last_invite_sent_at.toISOString() : null,
    resend_available_at: isTenant ? iso(resendAvailableAt(row.last_invite_sent_at, row.accepted_at)) : null,
    accepted_at: iso(row.accepted_at),
    screening_completed_at: iso(row.screening_completed_at),
    financial_qualifications_completed_at: iso(row.financial_qualifications_completed_at),
  };
}
