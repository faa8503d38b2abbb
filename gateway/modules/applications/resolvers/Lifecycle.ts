import { APPLICANT_WITHDRAWAL_REASONS, labelOf } from '../../../../common/application-reasons.js';
import { APPLICATION_FEE_CENTS } from '../../../../common/application-fee.js';
import type { BedroomResolvers, LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import { V20Error } from '../../../v20/errors.js';
import { money } from '../../core/money.js';
import { globalIdOf } from '../ids.js';

/** The spec's snake_case lifecycle in camelCase; the home and room through the request's batch loaders. */
export const Lifecycle: LifecycleResolvers = {
  id: (l) => globalIdOf('Lifecycle', l.id),
  databaseId: (l) => String(l.id),
  building: async (l, _args, ctx) => {
    const building = await ctx.loaders.listings.buildings.load(String(l.building_id));
    // v20 shows a home to its applicants while it is listed; an unlisted one cannot be shown.
    if (!building) throw new V20Error(404, 'not_found', 'This home is no longer listed.');
    return building;
  },
  assignedBedroom: (l, _args, ctx) => (l.assigned_bedroom ? ctx.loaders.listings.bedrooms.load(String(l.assigned_bedroom.id)) : null),
  applicationType: (l) => l.application_type,
  customerCase: (l) => l.customer_case,
  moveInDate: (l) => l.move_in_date,
  moveOutDate: (l) => l.move_out_date,
  guarantorName: (l) => l.guarantor_name,
  guarantorEmail: (l) => l.guarantor_email,
  promoCode: (l) => l.promo_code,
  applicationSignedAt: (l) => l.application_signed_at,
  applicationCompletedAt: (l) => l.application_completed_at,
  applicationFeePaidAt: (l) => l.application_fee_paid_at,
  applicationDeactivatedAt: (l) => l.application_deactivated_at,
  deactivationReason: (l) => l.deactivation_reason,
  deactivationReasonLabel: (l) => labelOf(APPLICANT_WITHDRAWAL_REASONS, l.deactivation_reason),
  applicationLostAt: (l) => l.application_lost_at,
  leaseSignedAt: (l) => l.lease_signed_at,
  lifecycleTenantReferencesStepCompletedAt: (l) => l.lifecycle_tenant_references_step_completed_at,
  tenantFinancialQualificationsStepCompletedAt: (l) => l.tenant_financial_qualifications_step_completed_at,
  guarantorFinancialQualificationsStepCompletedAt: (l) => l.guarantor_financial_qualifications_step_completed_at,
  managerBedroomLease: (l) => (l.manager_bedroom_lease ? { signedAt: l.manager_bedroom_lease.signed_at } : null),
  isFinalized: (l) => l.is_finalized,
  isDeactivated: (l) => l.is_deactivated,
  isSentToManager: (l) => l.is_sent_to_manager,
  isActive: (l) => l.is_active,
  createdAt: (l) => l.created_at,
  lifecycleQuestions: (l, _args, ctx) => ctx.loaders.applications.questions.load(String(l.id)),
  applicationFee: () => money(APPLICATION_FEE_CENTS),
};

export const Bedroom: BedroomResolvers = {
  applicationFee: () => money(APPLICATION_FEE_CENTS),
};
