import type { LifecycleState } from '../../../common/lifecycles.js';

/** Who acts on a lifecycle: the manager of its home, or its tenant. */
export type LifecycleRole = 'manager' | 'tenant';

import { LIFECYCLE_ACTIONS, type LifecycleAction } from '../../../common/lifecycles.js';


const APPLYING: LifecycleState[] = ['applied', 'sent_to_manager'];
const UNDER_REVIEW: LifecycleState[] = ['sent_to_manager', 'approved'];
const OPEN_APPLICATION: LifecycleState[] = ['applied', 'sent_to_manager', 'approved', 'lease_signed'];
const LEASED: LifecycleState[] = ['leased', 'renewal_requested', 'renewal_offered', 'non_renewal', 'relocation_requested'];
const SIGNING_OR_LEASED: LifecycleState[] = ['approved', 'lease_signed', ...LEASED];

interface Rule { roles: LifecycleRole[]; from: LifecycleState[] }

/**
 * THE table of lifecycle actions: who may take each, and from which states. Every
 * write under /lifecycles/{id}/ asks `checkLifecycleAction` first; the gateway shows
 * only the buttons `allowedLifecycleActions` returns.
 */
export const LIFECYCLE_TRANSITIONS: Record<LifecycleAction, Rule> = {
  approve: { roles: ['manager'], from: ['sent_to_manager'] },
  'manager-denial': { roles: ['manager'], from: UNDER_REVIEW },
  deactivate: { roles: ['manager'], from: OPEN_APPLICATION },
  'request-renewal': { roles: ['tenant'], from: ['leased'] },
  'non-renewal': { roles: ['manager', 'tenant'], from: ['leased', 'renewal_requested'] },
  'calculate-renewal-rent': { roles: ['manager'], from: ['leased', 'renewal_requested'] },
  'start-renewal': { roles: ['manager'], from: ['leased', 'renewal_requested'] },
  'decline-renewal-offer': { roles: ['tenant'], from: ['renewal_offered'] },
  'request-relocation': { roles: ['tenant'], from: ['leased'] },
  // The lease prepared at approval names the room: moving after that would leave it naming another.
  assign: { roles: ['manager'], from: APPLYING },
  unassign: { roles: ['manager'], from: APPLYING },
  'early-lease-termination-vacate-date': { roles: ['manager', 'tenant'], from: LEASED },
  'add-promo': { roles: ['manager', 'tenant'], from: APPLYING },
  'remove-promo': { roles: ['manager', 'tenant'], from: APPLYING },
  'apply-automatic-promo': { roles: ['manager'], from: APPLYING },
  // The tenant buys a plan or hands in their own policy; the manager reads it (docs/renters-insurance.md).
  'renters-insurance-policy': { roles: ['tenant'], from: SIGNING_OR_LEASED },
  'lease-negotiation-parameters': { roles: ['manager'], from: APPLYING },
  'lease-negotiation': { roles: ['tenant'], from: APPLYING },
  'occupant-addendum-attachment-uris': { roles: ['manager', 'tenant'], from: SIGNING_OR_LEASED },
};

export type ActionCheck =
  | { ok: true }
  | { ok: false; code: 'action_not_allowed_for_role' | 'action_not_allowed_in_state'; message: string };

export function checkLifecycleAction(state: LifecycleState, action: LifecycleAction, role: LifecycleRole): ActionCheck {
  const rule = LIFECYCLE_TRANSITIONS[action];
  if (!rule.roles.includes(role)) {
    return { ok: false, code: 'action_not_allowed_for_role', message: `A ${role} may not ${action} a lifecycle.` };
  }
  if (!rule.from.includes(state)) {
    return { ok: false, code: 'action_not_allowed_in_state', message: `${action} is not allowed while the lifecycle is ${state}.` };
  }
  return { ok: true };
}

/** The actions `role` may take now, in table order. */
export function allowedLifecycleActions(state: LifecycleState, role: LifecycleRole): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => checkLifecycleAction(state, action, role).ok);
}
