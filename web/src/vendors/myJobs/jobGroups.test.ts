import { describe, expect, it } from 'vitest';
import { earningsByMonth, splitJobs } from './jobGroups';

describe('my jobs', () => {
  it('splits upcoming (unscheduled first, then soonest) from past', () => {
    const jobs = [
      { id: 'a', status: 'APPOINTMENT_SCHEDULED', scheduledStart: '2026-12-03T15:00:00Z', createdAt: '2026-11-01T00:00:00Z' },
      { id: 'b', status: 'APPOINTMENT_COMPLETED', scheduledStart: '2026-11-03T15:00:00Z', createdAt: '2026-10-01T00:00:00Z' },
      { id: 'c', status: 'REQUESTED', scheduledStart: null, createdAt: '2026-11-02T00:00:00Z' },
      { id: 'd', status: 'APPOINTMENT_SCHEDULED', scheduledStart: '2026-12-01T15:00:00Z', createdAt: '2026-11-01T00:00:00Z' },
      { id: 'e', status: 'SUBMITTED_PENDING_QA', scheduledStart: '2026-11-20T15:00:00Z', createdAt: '2026-11-01T00:00:00Z' },
    ];
    const { upcoming, past } = splitJobs(jobs);
    expect(upcoming.map((j) => j.id)).toEqual(['c', 'd', 'a']);
    expect(past.map((j) => j.id)).toEqual(['b', 'e']);
  });

  it('adds up the pay of completed jobs per month', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const rows = earningsByMonth([
      { status: 'APPOINTMENT_COMPLETED', priceCents: 12000, completedAt: '2026-11-02T10:00:00Z' },
      { status: 'APPOINTMENT_COMPLETED', priceCents: 3000, completedAt: '2026-11-20T10:00:00Z' },
      { status: 'APPOINTMENT_COMPLETED', priceCents: 5000, completedAt: '2026-09-20T10:00:00Z' },
      { status: 'SUBMITTED_PENDING_QA', priceCents: 9000, completedAt: null },
      { status: 'APPOINTMENT_COMPLETED', priceCents: 7000, completedAt: '2025-01-20T10:00:00Z' },
    ], 3, now);
    expect(rows).toEqual([{ month: '2026-09', cents: 5000 }, { month: '2026-10', cents: 0 }, { month: '2026-11', cents: 15000 }]);
  });
});
