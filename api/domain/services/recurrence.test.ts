import { describe, expect, it } from 'vitest';
import { addDays, nextVisitDue, todayIn } from './recurrence.js';

describe('the calendar of a recurring service', () => {
  it('is due N weeks after the previous visit\'s day, across months and years', () => {
    expect(nextVisitDue('2026-12-21', 2, '2026-12-22')).toBe('2027-01-04');
    expect(nextVisitDue('2026-02-20', 1, '2026-02-20')).toBe('2026-02-27');
    expect(addDays('2028-02-27', 7)).toBe('2028-03-05');
  });

  it('never falls before today when the previous visit was very late', () => {
    expect(nextVisitDue('2026-01-05', 1, '2026-03-01')).toBe('2026-03-01');
  });

  it('counts today in the home\'s zone: 03:00 UTC is still yesterday in Chicago', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2026-11-26');
    expect(todayIn('UTC', now)).toBe('2026-11-27');
  });
});
