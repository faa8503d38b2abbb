import { describe, expect, it } from 'vitest';
import { actionWords, activityFilters, activityGlobalId, formatVisit, parseActivityParam, parseStatusParam, REMOVAL_REASON_VALUES } from './labels';

describe('service words', () => {
  it('shows the visit in the home\'s zone, whatever the reader\'s', () => {
    expect(formatVisit('2026-11-27T15:00:00Z', '2026-11-27T17:00:00Z', 'America/New_York')).toBe('Fri, Nov 27, 10:00 AM – 12:00 PM EST');
    expect(formatVisit('2026-11-27T15:00:00Z', '2026-11-27T17:00:00Z', 'America/Chicago')).toBe('Fri, Nov 27, 9:00 AM – 11:00 AM CST');
    expect(formatVisit(null, null, 'America/New_York')).toBeNull();
  });

  it('reads filters and ids from the URL, ignoring malformed values', () => {
    expect(parseStatusParam('SUBMITTED_PENDING_QA')).toBe('SUBMITTED_PENDING_QA');
    expect(parseStatusParam('submitted')).toBeNull();
    expect(parseActivityParam('42')).toBe('42');
    expect(parseActivityParam('42abc')).toBeNull();
    expect(activityGlobalId(42)).toBe(btoa('ServiceActivity:42'));
    const params = new URLSearchParams('status=nope&home=QnVpbGRpbmc6MQ==');
    expect(activityFilters(params, ['QnVpbGRpbmc6MQ=='])).toEqual({ status: null, buildingId: 'QnVpbGRpbmc6MQ==' });
    expect(activityFilters(params, ['other'])).toEqual({ status: null, buildingId: null });
  });

  it('has the spec\'s ten removal reasons and words for the timeline', () => {
    expect(REMOVAL_REASON_VALUES).toHaveLength(10);
    expect(actionWords('qa_approve')).toBe('Work approved');
    expect(actionWords('something_new')).toBe('something new');
  });
});
