/**
 * Spec §4 "information request" status, as one table: what each action does to a
 * request, and from which statuses it may. Nothing else decides what follows what.
 */
import type { InformationRequestStatus } from '../../../common/application-reasons.js';

export type InformationRequestAction = 'respond' | 'respond_implicitly' | 'decline' | 'delete';

interface Transition {
  from: readonly InformationRequestStatus[];
  to: InformationRequestStatus;
  /** The 422 code when the request is in any other status. */
  refusal: string;
}

export const INFORMATION_REQUEST_TRANSITIONS: Record<InformationRequestAction, Transition> = {
  // The applicant answers (DIRECT_RESPONSE) ...
  respond: { from: ['AWAITING_RESPONSE'], to: 'RESPONSE_ADDED', refusal: 'information_request_not_awaiting_response' },
  // ... or updates the information asked for elsewhere (IMPLICIT_RESPONSE_INFORMATION_UPDATED) ...
  respond_implicitly: { from: ['AWAITING_RESPONSE'], to: 'RESPONSE_ADDED', refusal: 'information_request_not_awaiting_response' },
  // ... or says why they cannot.
  decline: { from: ['AWAITING_RESPONSE'], to: 'RESPONSE_DECLINED', refusal: 'information_request_not_awaiting_response' },
  // The requester withdraws the request, answered or not; a deleted request stays deleted.
  delete: {
    from: ['AWAITING_RESPONSE', 'RESPONSE_ADDED', 'RESPONSE_DECLINED'], to: 'DELETED', refusal: 'information_request_deleted',
  },
};

export type TransitionResult = { ok: true; to: InformationRequestStatus } | { ok: false; code: string };

export function informationRequestTransition(status: InformationRequestStatus, action: InformationRequestAction): TransitionResult {
  const rule = INFORMATION_REQUEST_TRANSITIONS[action];
  return rule.from.includes(status) ? { ok: true, to: rule.to } : { ok: false, code: rule.refusal };
}
