/**
 * Spec §8 reason lists for closing lifecycles: the manager's denial reasons and the
 * application or room closure reasons. Values are the spec's wording through the
 * spec §5 slug helper, labels are what a manager reads.
 */
import type { Reason } from './application-reasons.js';
import { slugify } from './slug.js';

const reasons = (table: readonly (readonly [spec: string, label: string])[]): Reason[] =>
  table.map(([spec, label]) => ({ value: slugify(spec.replace(/-/g, ' ')), label }));

/** Spec §8 "Denial": why a manager denies an applicant. */
export const DENIAL_REASONS = reasons([
  ['does not meet requirements', 'Does not meet the requirements'],
  ['adverse action final', 'Adverse action (final)'],
  ['adverse action pending guarantor', 'Adverse action (pending a guarantor)'],
  ['never responded', 'Never responded'],
  ['responded but not interested', 'Responded but not interested'],
  ['could not reroute', 'Could not offer another room'],
  ['no longer responding', 'No longer responding'],
  ['not looking for a room', 'Not looking for a room'],
]);

/**
 * Spec §8 "application or room closure". The automatic deactivation on a pricing
 * configuration change reads as three reasons, one per actor.
 */
export const CLOSURE_REASONS = reasons([
  ['room taken', 'The room is taken'],
  ['lost property', 'The home left the platform'],
  ['applicant no longer interested', 'The applicant is no longer interested'],
  ['manager rejection', 'Rejected by the manager'],
  ['roommate rejection', 'Rejected by the roommates'],
  ['signed in another room', 'Signed for another room'],
  ['no guarantor', 'No guarantor'],
  ['manager adverse action', 'Adverse action by the manager'],
  ['other denial', 'Denied for another reason'],
  ['pricing denial', 'Denied on price'],
  ['tenant lease signing', 'The tenant signed a lease'],
  ['internal manual action', 'Closed by Hearth staff'],
  ['pricing configuration change by manager', 'Pricing changed by the manager'],
  ['pricing configuration change internal', 'Pricing changed by Hearth staff'],
  ['pricing configuration change automatic', 'Pricing changed automatically'],
]);

/** Closure reasons only the system or staff record; a manager cannot pick them. */
const SYSTEM_CLOSURE_REASONS = new Set([
  'manager_rejection', 'tenant_lease_signing', 'internal_manual_action',
  'pricing_configuration_change_internal', 'pricing_configuration_change_automatic',
]);

/** The closure reasons a manager chooses from when deactivating a lifecycle. */
export const MANAGER_CLOSURE_REASONS = CLOSURE_REASONS.filter((r) => !SYSTEM_CLOSURE_REASONS.has(r.value));
