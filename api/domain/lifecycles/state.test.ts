import { describe, expect, it } from 'vitest';
import { hasUnsignedManagerLease, lifecycleState, type LifecycleTimestamps } from './state.js';

const T = '2026-01-01T00:00:00.000Z';
const none: LifecycleTimestamps = {
  sent_to_manager_at: null, approved_at: null, denied_at: null, application_deactivated_at: null,
  application_lost_at: null, lease_signed_at: null, manager_lease_signed_at: null, renewal_requested_at: null,
  renewal_started_at: null, non_renewal_at: null, relocation_requested_at: null, finalized_at: null,
};
const at = (...keys: (keyof LifecycleTimestamps)[]) => ({ ...none, ...Object.fromEntries(keys.map((k) => [k, T])) });

describe('lifecycle state from its timestamps', () => {
  it.each([
    ['a fresh application', at(), 'applied'],
    ['onboarding done', at('sent_to_manager_at'), 'sent_to_manager'],
    ['approved by the manager', at('sent_to_manager_at', 'approved_at'), 'approved'],
    ['signed by the tenant, awaiting countersign', at('sent_to_manager_at', 'approved_at', 'lease_signed_at'), 'lease_signed'],
    ['countersigned', at('approved_at', 'lease_signed_at', 'manager_lease_signed_at'), 'leased'],
    ['signed before approvals existed (demo housemates)', at('lease_signed_at'), 'leased'],
    ['tenant asked to renew', at('approved_at', 'lease_signed_at', 'manager_lease_signed_at', 'renewal_requested_at'), 'renewal_requested'],
    ['manager offered a renewal', at('lease_signed_at', 'renewal_requested_at', 'renewal_started_at'), 'renewal_offered'],
    ['not renewing beats an offer', at('lease_signed_at', 'renewal_started_at', 'non_renewal_at'), 'non_renewal'],
    ['asked to move rooms', at('lease_signed_at', 'relocation_requested_at'), 'relocation_requested'],
    ['denied (also deactivated)', at('sent_to_manager_at', 'denied_at', 'application_deactivated_at'), 'denied'],
    ['withdrawn or closed', at('application_deactivated_at'), 'deactivated'],
    ['lost', at('sent_to_manager_at', 'application_lost_at'), 'deactivated'],
    ['finalized after move-out', at('lease_signed_at', 'finalized_at'), 'ended'],
  ] as const)('%s → %s', (_name, timestamps, state) => {
    expect(lifecycleState(timestamps)).toBe(state);
  });
});

describe('the red dot: a sent lifecycle has an unsigned manager lease', () => {
  it.each([
    ['approved, tenant yet to sign', at('sent_to_manager_at', 'approved_at'), true],
    ['tenant signed, manager yet to countersign', at('sent_to_manager_at', 'approved_at', 'lease_signed_at'), true],
    ['countersigned', at('sent_to_manager_at', 'approved_at', 'lease_signed_at', 'manager_lease_signed_at'), false],
    ['sent, waiting for the decision', at('sent_to_manager_at'), true],
    ['applied, not yet sent', at(), false],
    ['sent then denied', at('sent_to_manager_at', 'denied_at'), false],
    ['approved then closed', at('sent_to_manager_at', 'approved_at', 'application_deactivated_at'), false],
  ] as const)('%s → %s', (_name, timestamps, dot) => {
    expect(hasUnsignedManagerLease(timestamps)).toBe(dot);
  });
});
