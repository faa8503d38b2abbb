import { describe, expect, it } from 'vitest';
import { guarantorConnectionStatus, resendAvailableAt } from './status.js';

const at = new Date('2026-03-01T10:00:00Z');

describe('guarantor connection status', () => {
  it.each([
    ['invited, not yet accepted', { acceptedAt: null, screeningCompletedAt: null, financialQualificationsCompletedAt: null }, 'invited'],
    ['accepted, nothing else done', { acceptedAt: at, screeningCompletedAt: null, financialQualificationsCompletedAt: null }, 'accepted'],
    ['screening done, financials not', { acceptedAt: at, screeningCompletedAt: at, financialQualificationsCompletedAt: null }, 'screening_completed'],
    ['screening and financials done', { acceptedAt: at, screeningCompletedAt: at, financialQualificationsCompletedAt: at }, 'completed'],
    ['financials sent before screening: screening still to do', { acceptedAt: at, screeningCompletedAt: null, financialQualificationsCompletedAt: at }, 'accepted'],
  ] as const)('%s → %s', (_name, progress, expected) => {
    expect(guarantorConnectionStatus(progress)).toBe(expected);
  });
});

describe('resend available at', () => {
  it('is one minute after the last invite while it is not accepted', () => {
    expect(resendAvailableAt(at, null)?.toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });
  it('is null once accepted', () => {
    expect(resendAvailableAt(at, at)).toBeNull();
  });
});
