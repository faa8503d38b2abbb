/**
 * The vocabulary of lifecycles shared by api, gateway and web: states (derived by
 * the api from timestamps), actions (POST /lifecycles/{id}/<action>) and the spec §3
 * lifecycle categories of a home. What may follow what lives only in
 * api/domain/lifecycles/transitions.ts.
 */
export const LIFECYCLE_STATES = [
  'applied', 'sent_to_manager', 'approved', 'lease_signed', 'leased',
  'renewal_requested', 'renewal_offered', 'non_renewal', 'relocation_requested',
  'denied', 'deactivated', 'ended',
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export const LIFECYCLE_STATE_LABELS: Record<LifecycleState, string> = {
  applied: 'Applying',
  sent_to_manager: 'Waiting for your decision',
  approved: 'Approved, lease with the tenant',
  lease_signed: 'Tenant signed, countersign',
  leased: 'Leased',
  renewal_requested: 'Asked to renew',
  renewal_offered: 'Renewal offered',
  non_renewal: 'Not renewing',
  relocation_requested: 'Asked to move rooms',
  denied: 'Denied',
  deactivated: 'Closed',
  ended: 'Ended',
};

export const LIFECYCLE_ACTIONS = [
  'approve', 'manager-denial', 'deactivate',
  'request-renewal', 'non-renewal', 'calculate-renewal-rent', 'start-renewal', 'decline-renewal-offer',
  'request-relocation', 'assign', 'unassign', 'early-lease-termination-vacate-date',
  'add-promo', 'remove-promo', 'apply-automatic-promo', 'renters-insurance-policy',
  'lease-negotiation-parameters', 'lease-negotiation', 'occupant-addendum-attachment-uris',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

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
