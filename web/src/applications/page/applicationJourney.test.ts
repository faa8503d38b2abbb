import { describe, expect, it } from 'vitest';
import { applicationJourney, whatIsLeft, type JourneyFacts } from './applicationJourney';

const submitted: JourneyFacts = {
  isActive: true,
  state: 'APPLIED',
  applicationSignedAt: '2026-06-01T10:00:00.000Z',
  applicationFeePaidAt: null,
  lifecycleTenantReferencesStepCompletedAt: null,
  tenantFinancialQualificationsStepCompletedAt: null,
  applicationCompletedAt: null,
  applicationDeactivatedAt: null,
  applicationLostAt: null,
  leaseSignedAt: null,
  approvedAt: null,
  deniedAt: null,
  denialReasonLabel: null,
  deactivationReasonLabel: null,
  leaseCountersignedAt: null,
  screeningCompletedAt: null,
  consentAt: null,
  needsIncome: true,
};
const left = (f: Partial<JourneyFacts>, extra: { stepsRemaining?: number; canSignLease?: boolean } = {}) =>
  whatIsLeft({ ...submitted, ...f, fee: '$45', stepsRemaining: 0, canSignLease: false, ...extra });

describe('application journey', () => {
  it('a fresh application shows every step in order, only the submission done', () => {
    expect(applicationJourney(submitted).map((e) => [e.label, e.tone])).toEqual([
      ['Application submitted', 'done'], ['Application fee paid', 'todo'], ['Screening', 'todo'], ['References', 'todo'],
      ['Information-release consent', 'todo'], ['Income verified', 'todo'], ['Sent to the homeowner', 'todo'],
      ['Approved by the homeowner', 'todo'], ['Lease sent to you', 'todo'], ['Lease signed', 'todo'], ['Lease countersigned', 'todo'],
    ]);
  });

  it('an application without income verification, completed without a fee (a room switch), leaves both out', () => {
    const labels = applicationJourney({ ...submitted, needsIncome: false, applicationCompletedAt: '2026-06-02T00:00:00.000Z' }).map((e) => e.label);
    expect(labels).not.toContain('Income verified');
    expect(labels).not.toContain('Application fee paid');
  });

  it('a withdrawn application keeps what happened, then the withdrawal and its reason', () => {
    const journey = applicationJourney({
      ...submitted, isActive: false, applicationDeactivatedAt: '2026-06-03T09:00:00.000Z', deactivationReasonLabel: 'I found another place',
    });
    expect(journey.map((e) => e.label)).toEqual(['Application submitted', 'Withdrawn']);
    expect(journey[1]).toMatchObject({ tone: 'ended', detail: 'I found another place' });
  });

  it('a denial says so, with the homeowner\'s reason, rather than "withdrawn"', () => {
    const denied = {
      ...submitted, isActive: false, applicationCompletedAt: '2026-06-04T00:00:00.000Z', applicationFeePaidAt: '2026-06-02T00:00:00.000Z',
      deniedAt: '2026-06-05T00:00:00.000Z', applicationDeactivatedAt: '2026-06-05T00:00:00.000Z', denialReasonLabel: 'Income too low',
    };
    expect(applicationJourney(denied).at(-1)).toMatchObject({ label: 'Denied by the homeowner', detail: 'Income too low' });
    expect(left(denied)).toMatch(/decided not to go ahead/);
  });

  it('an approved application shows the lease as sent on the day of approval', () => {
    const approved = applicationJourney({ ...submitted, state: 'APPROVED', approvedAt: '2026-06-06T00:00:00.000Z' });
    expect(approved.find((e) => e.key === 'lease-sent')).toMatchObject({ at: '2026-06-06T00:00:00.000Z', tone: 'done' });
  });
});

describe('what is left', () => {
  it('leaves the onboarding steps to the progress list while any remain', () => {
    expect(left({}, { stepsRemaining: 3 })).toBeNull();
  });
  it('asks for the fee, then says the homeowner is reviewing', () => {
    expect(left({})).toBe('Pay the $45 application fee: your application then goes to the homeowner.');
    expect(left({ applicationFeePaidAt: '2026-06-02T00:00:00.000Z', applicationCompletedAt: '2026-06-02T00:00:00.000Z' })).toMatch(/reviewing/);
  });
  it('sends an approved applicant to their lease, then waits for the countersignature', () => {
    expect(left({ approvedAt: '2026-06-06T00:00:00.000Z' }, { canSignLease: true })).toMatch(/sign it/);
    expect(left({ approvedAt: '2026-06-06T00:00:00.000Z', leaseSignedAt: '2026-06-07T00:00:00.000Z', isActive: false })).toMatch(/countersigns/);
  });
  it('a withdrawn application has nothing left', () => {
    expect(left({ isActive: false, applicationDeactivatedAt: '2026-06-03T09:00:00.000Z' })).toMatch(/nothing is left/);
  });
});
