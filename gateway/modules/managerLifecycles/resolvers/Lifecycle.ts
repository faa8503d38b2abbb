import { DENIAL_REASONS } from '../../../../common/lifecycle-reasons.js';
import { labelOf } from '../../../../common/application-reasons.js';
import type { LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import type { LifecycleDto } from '../../applications/dto.js';
import { nullWhenMissing } from '../../applicantProfile/loaders.js';
import type { LifecycleActionFieldsDto, LifecycleApplicantDto } from '../dto.js';

/** v20 adds these to every Lifecycle DTO (api/routes/lifecycles/README.md). */
const fields = (l: LifecycleDto) => l as LifecycleDto & LifecycleActionFieldsDto;

/** The manager-facing fields of a lifecycle: state, what may be done, and who applied. */
export const Lifecycle: LifecycleResolvers = {
  state: (l) => fields(l).state,
  allowedActions: (l, _args, ctx) => {
    const role = ctx.session.role;
    return role === 'manager' || role === 'tenant' ? fields(l).allowed_actions[role] : [];
  },
  hasUnsignedManagerLease: (l) => fields(l).has_unsigned_manager_lease,
  approvedAt: (l) => fields(l).approved_at,
  deniedAt: (l) => fields(l).denied_at,
  denialReason: (l) => fields(l).denial_reason,
  denialReasonLabel: (l) => labelOf(DENIAL_REASONS, fields(l).denial_reason),
  renewalRequestedAt: (l) => fields(l).renewal_requested_at,
  renewalStartedAt: (l) => fields(l).renewal_started_at,
  renewalRentCents: (l) => fields(l).renewal_rent_cents,
  nonRenewalAt: (l) => fields(l).non_renewal_at,
  relocationRequestedAt: (l) => fields(l).relocation_requested_at,
  earlyLeaseTerminationVacateDate: (l) => fields(l).early_lease_termination_vacate_date,
  applicant: async (l, _args, ctx) => {
    // v20 shows the applicant to the home's manager only; for anyone else no call is made.
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return null;
    const applicant = await nullWhenMissing(() =>
      ctx.v20.get<Omit<LifecycleApplicantDto, 'building_id'>>('/lifecycles/:id/applicant', { params: { id: l.id } }));
    return applicant ? { ...applicant, building_id: l.building_id } : null;
  },
};
