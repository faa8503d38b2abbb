import { describe, expect, it } from 'vitest';
import { informationRequestTransition, type InformationRequestAction } from './information-request-status.js';
import type { InformationRequestStatus } from '../../../common/application-reasons.js';

// status × action → the status it moves to, or the refusal code.
const TABLE: [InformationRequestStatus, InformationRequestAction, string][] = [
  ['AWAITING_RESPONSE', 'respond', 'RESPONSE_ADDED'],
  ['AWAITING_RESPONSE', 'respond_implicitly', 'RESPONSE_ADDED'],
  ['AWAITING_RESPONSE', 'decline', 'RESPONSE_DECLINED'],
  ['AWAITING_RESPONSE', 'delete', 'DELETED'],
  ['RESPONSE_ADDED', 'respond', 'information_request_not_awaiting_response'],
  ['RESPONSE_ADDED', 'respond_implicitly', 'information_request_not_awaiting_response'],
  ['RESPONSE_ADDED', 'decline', 'information_request_not_awaiting_response'],
  ['RESPONSE_ADDED', 'delete', 'DELETED'],
  ['RESPONSE_DECLINED', 'respond', 'information_request_not_awaiting_response'],
  ['RESPONSE_DECLINED', 'respond_implicitly', 'information_request_not_awaiting_response'],
  ['RESPONSE_DECLINED', 'decline', 'information_request_not_awaiting_response'],
  ['RESPONSE_DECLINED', 'delete', 'DELETED'],
  ['DELETED', 'respond', 'information_request_not_awaiting_response'],
  ['DELETED', 'respond_implicitly', 'information_request_not_awaiting_response'],
  ['DELETED', 'decline', 'information_request_not_awaiting_response'],
  ['DELETED', 'delete', 'information_request_deleted'],
];

describe('information request status', () => {
  it.each(TABLE)('a request %s that is asked to %s → %s', (status, action, expected) => {
    const result = informationRequestTransition(status, action);
    expect(result.ok ? result.to : result.code).toBe(expected);
  });
});
