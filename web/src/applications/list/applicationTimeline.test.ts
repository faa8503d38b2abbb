import { describe, expect, it } from 'vitest';
import { applicationStatus, applicationTimeline, type LifecycleDates } from './applicationTimeline';

const fresh: LifecycleDates = {
  isActive: true,
  applicationSignedAt: '2026-06-01T10:00:00.000Z',
  applicationFeePaidAt: null,
  lifecycleTenantReferencesStepCompletedAt: null,
  tenantFinancialQualificationsStepCompletedAt: null,
  applicationCompletedAt: null,
  applicationDeactivatedAt: null,
  applicationLostAt: null,
  leaseSignedAt: null,
};

describe('application timeline', () => {
  it('an application in progress shows every step, done or not', () => {
    const timeline = applicationTimeline({ ...fresh, applicationFeePaidAt: '2026-06-01T11:00:00.000Z' });
    expect(timeline.map((e) => [e.label, e.at !== null])).toEqual([
      ['Applied', true], ['Application fee paid', true], ['References', false], ['Income verified', false],
      ['Application complete', false], ['Lease signed', false],
    ]);
    expect(applicationStatus(fresh)).toBe('In progress');
  });

  it('a withdrawn application shows what was done, then the withdrawal', () => {
    const withdrawn = { ...fresh, isActive: false, applicationDeactivatedAt: '2026-06-03T09:00:00.000Z' };
    expect(applicationTimeline(withdrawn).map((e) => e.label)).toEqual(['Applied', 'Withdrawn']);
    expect(applicationStatus(withdrawn)).toBe('Withdrawn');
  });

  it.each([
    [{ applicationCompletedAt: '2026-06-05T00:00:00.000Z' }, 'Complete'],
    [{ isActive: false, applicationLostAt: '2026-06-05T00:00:00.000Z' }, 'Closed'],
    [{ isActive: false, leaseSignedAt: '2026-06-09T00:00:00.000Z' }, 'Lease signed'],
  ])('%o reads %s', (changes, status) => {
    expect(applicationStatus({ ...fresh, ...changes })).toBe(status);
  });
});
