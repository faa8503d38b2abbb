import { describe, expect, it } from 'vitest';
import { actionWords, activityFilters, activityGlobalId, parseActivityParam, parseStatusParam, REMOVAL_REASON_VALUES } from './labels';

describe('service words', () => {
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
