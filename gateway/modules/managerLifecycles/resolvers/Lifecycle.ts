import { DENIAL_REASONS } from '../../../../common/lifecycle-reasons.js';
import { labelOf } from '../../../../common/application-reasons.js';
import type { LifecycleResolvers } from '../../../__generated__/resolvers-types.js';

/** The manager-facing fields of a lifecycle: state, what may be done, and who applied. */
export const Lifecycle: LifecycleResolvers = {
  state: (l) => l.state,
  allowedActions: (l, _args, ctx) => {
    const role = ctx.session.role;
    return role === 'manager' || role === 'tenant' ? l.allowed_actions[role] : [];
  },
  hasUnsignedManagerLease: (l) => l.has_unsigned_manager_lease,
  approvedAt: (l) => l.approved_at,
  deniedAt: (l) => l.denied_at,
  denialReason: (l) => l.denial_reason,
  denialReasonLabel: (l) => labelOf(DENIAL_REASONS, l.denial_reason),
  renewalRequestedAt: (l) => l.renewal_requested_at,
  renewalStartedAt: (l) => l.renewal_started_at,
  renewalRentCents: (l) => l.renewal_rent_cents,
  nonRenewalAt: (l) => l.non_renewal_at,
  relocationRequestedAt: (l) => l.relocation_requested_at,
  earlyLeaseTerminationVacateDate: (l) => l.early_lease_termination_vacate_date,
  applicant: async (l, _args, ctx) => {
    // v20 shows the applicant to the home's manager only; for anyone else no call is made.
    // A page of lifecycles asks for its applicants in one call (GET /lifecycles/applicants?ids=).
    if (ctx.session.isGuest || ctx.session.role !== 'manager') return null;
    const applicant = await ctx.loaders.managerLifecycles.applicants.load(String(l.id));
    return applicant ? { ...applicant, building_id: l.building_id, lifecycle_id: l.id } : null;
  },
};
