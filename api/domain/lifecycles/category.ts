/**
 * Spec §3 lifecycle categories of a home, from its listing state, bedrooms and the
 * lifecycles on it. Furthest stage of lease-up wins: a home with every room leased
 * is CAT4 even while another applicant waits.
 */
export const LIFECYCLE_CATEGORIES = ['CAT0', 'CAT1', 'CAT1.5', 'CAT2', 'CAT3', 'CAT4', 'LEGACY'] as const;
export type LifecycleCategory = (typeof LIFECYCLE_CATEGORIES)[number];

export const LIFECYCLE_CATEGORY_LABELS: Record<LifecycleCategory, string> = {
  CAT0: 'Not yet listed',
  CAT1: 'Listed, not leased',
  'CAT1.5': 'Applicants sent',
  CAT2: 'Approved, awaiting countersign',
  CAT3: 'Leased, not yet filled',
  CAT4: 'Leased up',
  LEGACY: 'Legacy',
};

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
