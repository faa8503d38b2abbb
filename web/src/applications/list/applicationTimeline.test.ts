import { describe, expect, it } from 'vitest';
import { applicationStandingNote, applicationStatus, applicationTimeline, owesApplicationFee, type LifecycleDates } from './applicationTimeline';

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

describe('the application fee', () => {
  it('is owed by an active application that has neither paid it nor completed', () => {
    expect(owesApplicationFee(fresh)).toBe(true);
    expect(owesApplicationFee({ ...fresh, applicationFeePaidAt: '2026-06-01T11:00:00.000Z' })).toBe(false);
  });

  it('is not asked of a room switch a resolution case sent straight to the manager', () => {
    const roomSwitch = { ...fresh, applicationCompletedAt: '2026-06-01T10:00:00.000Z', lifecycleTenantReferencesStepCompletedAt: '2026-06-01T10:00:00.000Z',
      tenantFinancialQualificationsStepCompletedAt: '2026-06-01T10:00:00.000Z' };
    expect(owesApplicationFee(roomSwitch)).toBe(false);
    expect(applicationTimeline(roomSwitch).map((e) => e.label)).not.toContain('Application fee paid');
    expect(applicationStatus(roomSwitch)).toBe('Complete');
  });
});

describe('the sentence under an application card', () => {
  it('a fresh application says what is left, not that it is complete', () => {
    const note = applicationStandingNote(fresh, '$45');
    expect(note).not.toMatch(/complete and/);
    expect(note).toBe('Not complete yet. Still to do before it goes to the homeowner: pay the $45 application fee, add your references and verify your income.');
  });

  it('with only the fee left, says so', () => {
    const done = { ...fresh, lifecycleTenantReferencesStepCompletedAt: fresh.applicationSignedAt, tenantFinancialQualificationsStepCompletedAt: fresh.applicationSignedAt };
    expect(applicationStandingNote(done, '$45')).toBe('Your steps are done; your application goes to the homeowner once the $45 application fee is paid.');
  });

  it('says complete only when the application is complete', () => {
    expect(applicationStandingNote({ ...fresh, applicationFeePaidAt: fresh.applicationSignedAt, lifecycleTenantReferencesStepCompletedAt: fresh.applicationSignedAt }, '$45'))
      .toMatch(/^Not complete yet\. .*: verify your income\./);
    expect(applicationStandingNote({ ...fresh, applicationCompletedAt: '2026-06-04T09:00:00.000Z' }, '$45')).toBe('Your application is complete and is with the homeowner.');
    expect(applicationStandingNote({ ...fresh, isActive: false, applicationDeactivatedAt: '2026-06-03T09:00:00.000Z' }, '$45')).toBeNull();
  });
});
