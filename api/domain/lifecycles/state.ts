/**
 * The state of a lifecycle, derived from its timestamps (never stored, so it can
 * never disagree with them). First match wins, from the end of the story back.
 */
import type { LifecycleState } from '../../../common/lifecycles.js';


export interface LifecycleTimestamps {
  sent_to_manager_at: string | null;
  approved_at: string | null;
  denied_at: string | null;
  application_deactivated_at: string | null;
  application_lost_at: string | null;
  /** The tenant's signature on the lease. */
  lease_signed_at: string | null;
  /** The manager's countersignature (spec §3 manager_bedroom_lease.signed_at). */
  manager_lease_signed_at: string | null;
  renewal_requested_at: string | null;
  renewal_started_at: string | null;
  non_renewal_at: string | null;
  relocation_requested_at: string | null;
  finalized_at: string | null;
}

/** Under a countersigned lease: which renewal or relocation step, if any, is under way. */
function leasedState(t: LifecycleTimestamps): LifecycleState {
  if (t.non_renewal_at) return 'non_renewal';
  if (t.relocation_requested_at) return 'relocation_requested';
  if (t.renewal_started_at) return 'renewal_offered';
  if (t.renewal_requested_at) return 'renewal_requested';
  return 'leased';
}

export function lifecycleState(t: LifecycleTimestamps): LifecycleState {
  if (t.finalized_at) return 'ended';
  if (t.denied_at) return 'denied';
  if (t.application_deactivated_at || t.application_lost_at) return 'deactivated';
  if (t.manager_lease_signed_at) return leasedState(t);
  // A lease signed without an approval on record predates the approval flow (the
  // demo housemates, imported tenancies): it counts as in force.
  if (t.lease_signed_at && !t.approved_at) return leasedState(t);
  if (t.lease_signed_at) return 'lease_signed';
  if (t.approved_at) return 'approved';
  if (t.sent_to_manager_at) return 'sent_to_manager';
  return 'applied';
}

/**
 * "A sent lifecycle has an unsigned manager lease" (spec §2, the Tenants red dot):
 * sent to the manager, still open, and the manager's signature missing — from the
 * moment an applicant is sent (a decision is due) until the countersignature.
 */
export function hasUnsignedManagerLease(t: LifecycleTimestamps): boolean {
  const state = lifecycleState(t);
  return state === 'sent_to_manager' || state === 'approved' || state === 'lease_signed';
}
