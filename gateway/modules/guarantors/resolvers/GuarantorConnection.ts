import type { GuarantorConnectionResolvers } from '../../../__generated__/resolvers-types.js';
import { guarantorConnectionGlobalId } from '../ids.js';

export const GuarantorConnection: GuarantorConnectionResolvers = {
  id: (c) => guarantorConnectionGlobalId(c.id),
  databaseId: (c) => String(c.id),
  status: (c) => c.status,
  viewerRelationship: (c) => c.viewer_relationship,
  guarantorName: (c) => c.guarantor_name,
  guarantorEmail: (c) => c.guarantor_email,
  tenantFirstName: (c) => c.tenant_first_name,
  homeCity: (c) => c.home_city,
  // v20 gives building_id to the tenant only; the guarantor learns just the city.
  building: (c, _args, ctx) => (c.building_id == null ? null : ctx.loaders.listings.buildings.load(String(c.building_id))),
  // Only the tenant may read the application itself (v20 would refuse anyone else).
  lifecycle: (c, _args, ctx) =>
    (c.viewer_relationship === 'tenant' ? ctx.loaders.applications.lifecycles.load(String(c.lifecycle_id)) : null),
  lifecycleDatabaseId: (c) => String(c.lifecycle_id),
  isApplicationActive: (c) => c.is_application_active,
  invitedAt: (c) => c.invited_at,
  lastInviteSentAt: (c) => c.last_invite_sent_at,
  resendAvailableAt: (c) => c.resend_available_at,
  acceptedAt: (c) => c.accepted_at,
  screeningCompletedAt: (c) => c.screening_completed_at,
  financialQualificationsCompletedAt: (c) => c.financial_qualifications_completed_at,
};
