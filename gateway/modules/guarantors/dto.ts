/** v20 shapes this module reads (api/routes/guarantor-connections, api/routes/internal/outbox). */
import type { RestId } from '../../v20/dto.js';
import type { GuarantorConnectionRelationship, GuarantorConnectionStatus, GuarantorInviteProblem } from './enums.js';

export interface GuarantorConnectionDto {
  id: RestId;
  lifecycle_id: RestId;
  status: GuarantorConnectionStatus;
  viewer_relationship: GuarantorConnectionRelationship;
  guarantor_name: string;
  guarantor_email: string;
  tenant_first_name: string;
  home_city: string;
  building_id: RestId | null;
  is_application_active: boolean;
  invited_at: string;
  last_invite_sent_at: string | null;
  resend_available_at: string | null;
  accepted_at: string | null;
  screening_completed_at: string | null;
  financial_qualifications_completed_at: string | null;
}

/** GET /me/ `guarantor_connections_as_guarantor_user` items. */
export interface GuarantorFactDto {
  guarantor_connection_id: RestId;
  lifecycle_id: RestId;
  status: GuarantorConnectionStatus;
  tenant_first_name: string;
  accepted_at: string;
}

/** Parent of GuarantorInvite: the connection, or why the link cannot be used. */
export interface GuarantorInviteDto {
  connection: GuarantorConnectionDto | null;
  problem: GuarantorInviteProblem | null;
}

export interface OutboxMessageDto {
  id: RestId;
  to: string;
  kind: string;
  subject: string;
  body: string;
  created_at: string;
}
