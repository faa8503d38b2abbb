/**
 * Spec §3 lifecycle categories of a home, from its listing state, bedrooms and the
 * lifecycles on it. Furthest stage of lease-up wins: a home with every room leased
 * is CAT4 even while another applicant waits.
 */
import type { LifecycleCategory } from '../../../common/lifecycles.js';


export interface HomeLeaseUp {
  isListed: boolean;
  bedroomCount: number;
  /** Bedrooms with a lease in force now or starting later. */
  leasedBedroomCount: number;
  /** Open lifecycles approved (or signed by the tenant) and not yet countersigned. */
  awaitingCountersignCount: number;
  /** Open lifecycles sent to the manager and not yet decided. */
  sentToManagerCount: number;
  /** A whole-home lease from before room-by-room renting (spec ledger "legacy full-home rent"). */
  hasLegacyFullHomeLease: boolean;
}

export function lifecycleCategory(home: HomeLeaseUp): LifecycleCategory {
  if (home.hasLegacyFullHomeLease) return 'LEGACY';
  if (home.bedroomCount > 0 && home.leasedBedroomCount >= home.bedroomCount) return 'CAT4';
  if (home.leasedBedroomCount > 0) return 'CAT3';
  if (home.awaitingCountersignCount > 0) return 'CAT2';
  if (home.sentToManagerCount > 0) return 'CAT1.5';
  if (home.isListed && home.bedroomCount > 0) return 'CAT1';
  return 'CAT0';
}
