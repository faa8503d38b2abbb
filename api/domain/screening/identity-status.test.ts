import { describe, expect, it } from 'vitest';
import { identityTransition } from './identity-status.js';

describe('identity status transitions', () => {
  it.each([
    ['not_started', 'exam_started', 'exam_pending'],
    ['not_started', 'identity_unverifiable', 'failed'],
    ['exam_pending', 'exam_passed', 'verified'],
    ['exam_pending', 'exam_failed_retry', 'exam_pending'],
    ['exam_pending', 'exam_failed', 'failed'],
    ['failed', 'document_submitted', 'document_submitted'],
    ['document_submitted', 'document_verified', 'verified'],
    ['document_submitted', 'document_rejected', 'failed'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(identityTransition(from, event)).toBe(to);
  });

  it.each([
    ['not_started', 'exam_passed'],
    ['verified', 'exam_started'],
    ['verified', 'document_submitted'],
    ['failed', 'exam_started'],
    ['failed', 'document_verified'],
    ['not_started', 'document_submitted'],
  ] as const)('refuses %s --%s-->', (from, event) => {
    expect(identityTransition(from, event)).toBeNull();
  });
});
