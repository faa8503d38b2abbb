import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STATES } from '../../../common/lifecycles.js';
import { allowedLifecycleActions, checkLifecycleAction, LIFECYCLE_TRANSITIONS } from './transitions.js';
import { LIFECYCLE_ACTIONS } from '../../../common/lifecycles.js';

describe('which lifecycle action is allowed from which state, by whom', () => {
  it.each([
    ['approve', 'sent_to_manager', 'manager', true],
    ['approve', 'applied', 'manager', false],
    ['approve', 'approved', 'manager', false],
    ['manager-denial', 'sent_to_manager', 'manager', true],
    ['manager-denial', 'approved', 'manager', true],
    ['manager-denial', 'leased', 'manager', false],
    ['deactivate', 'lease_signed', 'manager', true],
    ['deactivate', 'denied', 'manager', false],
    ['request-renewal', 'leased', 'tenant', true],
    ['request-renewal', 'renewal_requested', 'tenant', false],
    ['start-renewal', 'renewal_requested', 'manager', true],
    ['decline-renewal-offer', 'renewal_offered', 'tenant', true],
    ['decline-renewal-offer', 'leased', 'tenant', false],
    ['non-renewal', 'leased', 'tenant', true],
    ['non-renewal', 'non_renewal', 'manager', false],
    ['request-relocation', 'leased', 'tenant', true],
    ['assign', 'sent_to_manager', 'manager', true],
    ['assign', 'leased', 'manager', false],
    ['assign', 'approved', 'manager', false],
    ['early-lease-termination-vacate-date', 'non_renewal', 'tenant', true],
    ['early-lease-termination-vacate-date', 'approved', 'manager', false],
    ['add-promo', 'applied', 'tenant', true],
    ['add-promo', 'approved', 'tenant', false],
    ['lease-negotiation', 'sent_to_manager', 'tenant', true],
    ['renters-insurance-policy', 'lease_signed', 'tenant', true],
    ['renters-insurance-policy', 'applied', 'tenant', false],
  ] as const)('%s from %s by the %s: %s', (action, state, role, allowed) => {
    expect(checkLifecycleAction(state, action, role).ok).toBe(allowed);
  });

  it('names the rule that refuses: the role first, then the state', () => {
    expect(checkLifecycleAction('sent_to_manager', 'approve', 'tenant')).toMatchObject({ ok: false, code: 'action_not_allowed_for_role' });
    expect(checkLifecycleAction('leased', 'approve', 'manager')).toEqual({
      ok: false, code: 'action_not_allowed_in_state', message: 'approve is not allowed while the lifecycle is leased.',
    });
  });

  it('nothing may be done to a denied, deactivated or ended lifecycle', () => {
    for (const state of ['denied', 'deactivated', 'ended'] as const) {
      expect(allowedLifecycleActions(state, 'manager')).toEqual([]);
      expect(allowedLifecycleActions(state, 'tenant')).toEqual([]);
    }
  });

  it('every action can be taken from some state by someone, and names only known states', () => {
    for (const action of LIFECYCLE_ACTIONS) {
      const rule = LIFECYCLE_TRANSITIONS[action];
      expect(rule.from.length).toBeGreaterThan(0);
      for (const state of rule.from) expect(LIFECYCLE_STATES).toContain(state);
    }
  });

  it('a manager reviewing an applicant sees approve, deny, deactivate and the terms actions', () => {
    expect(allowedLifecycleActions('sent_to_manager', 'manager')).toEqual([
      'approve', 'manager-denial', 'deactivate', 'assign', 'unassign', 'add-promo', 'remove-promo',
      'apply-automatic-promo', 'lease-negotiation-parameters',
    ]);
  });
});
