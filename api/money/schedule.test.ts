import { describe, expect, it } from 'vitest';
import { addMonths, buildSchedule, lastsAtLeast, prorate, type Promotion, type ScheduleLease } from './schedule.js';

const rent = { baseCents: 90_000, utilitiesCents: 6_000, platformFeeCents: 4_000 };
const lease = (startDate: string, endDate: string): ScheduleLease => ({ startDate, endDate, ...rent });
const promo = (kind: Promotion['kind'], amountCents: number, minLeaseMonths = 0): Promotion =>
  ({ code: kind.toUpperCase(), kind, amountCents, minLeaseMonths });

describe('prorate', () => {
  it.each([
    [90_000, 31, 31, 90_000],
    [90_000, 17, 31, 49_355], // 49354.838… → up
    [100, 1, 8, 13], // 12.5 → half up
    [100, 1, 3, 33], // 33.33… → down
    [4_000, 14, 28, 2_000],
  ])('%i cents for %i of %i days = %i', (cents, days, monthDays, expected) => {
    expect(prorate(cents, days, monthDays)).toBe(expected);
  });
});

describe('addMonths and minimum terms', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-15', 3, '2027-02-15'],
  ])('%s + %i months = %s', (from, n, expected) => expect(addMonths(from, n)).toBe(expected));

  it.each([
    ['2026-01-01', '2026-07-01', true],
    ['2026-01-15', '2026-07-14', false],
    ['2026-01-15', '2026-07-15', true],
    ['2026-01-01', '2026-06-01', false],
  ])('%s → %s lasts 6 months: %s', (start, end, expected) => expect(lastsAtLeast({ startDate: start, endDate: end }, 6)).toBe(expected));
});

describe('buildSchedule', () => {
  it('one row per month, full months unprorated and due on the due day, the first due on move-in', () => {
    const rows = buildSchedule(lease('2026-03-01', '2026-06-01'), null);
    expect(rows.map((r) => [r.periodMonth, r.dueDate, r.daysCovered, r.totalRentCents])).toEqual([
      ['2026-03-01', '2026-03-01', 31, 100_000],
      ['2026-04-01', '2026-04-01', 30, 100_000],
      ['2026-05-01', '2026-05-01', 31, 100_000],
    ]);
    expect(rows.every((r) => r.promotionCreditCents === 0 && r.promoCode === null)).toBe(true);
  });

  it('prorates the first and last months by days, each component on its own', () => {
    const rows = buildSchedule(lease('2026-01-15', '2026-03-10'), null);
    expect(rows.map((r) => [r.periodMonth, r.dueDate, r.daysCovered, r.daysInMonth])).toEqual([
      ['2026-01-01', '2026-01-15', 17, 31],
      ['2026-02-01', '2026-02-01', 28, 28],
      ['2026-03-01', '2026-03-01', 9, 31],
    ]);
    expect(rows[0]).toMatchObject({ baseCents: 49_355, utilitiesCents: 3_290, platformFeeCents: 2_194, totalRentCents: 54_839 });
    expect(rows[2]).toMatchObject({ baseCents: 26_129, utilitiesCents: 1_742, platformFeeCents: 1_161 });
  });

  it.each<[string, Promotion, number[]]>([
    ['first month off, smaller than the month', promo('first_month_off', 10_000), [10_000, 0, 0, 0, 0, 0]],
    ['upfront credit within the first month', promo('landlord_upfront_credit', 50_000), [50_000, 0, 0, 0, 0, 0]],
    ['upfront credit larger than the month spills over', promo('product_upfront_credit', 250_000), [100_000, 100_000, 50_000, 0, 0, 0]],
    ['6-month-minimum credit on a 6-month lease', promo('landlord_offered_credit_6mo_min', 35_000, 6), [35_000, 0, 0, 0, 0, 0]],
  ])('%s', (_name, p, credits) => {
    const rows = buildSchedule(lease('2026-01-01', '2026-07-01'), p);
    expect(rows.map((r) => r.promotionCreditCents)).toEqual(credits);
    expect(rows[0].promoCode).toBe(p.code);
  });

  it('first month off never spills past a (prorated) first month', () => {
    const rows = buildSchedule({ ...lease('2026-01-30', '2026-04-01'), baseCents: 31_000, utilitiesCents: 0, platformFeeCents: 0 },
      promo('first_month_off', 15_000));
    expect(rows.map((r) => r.promotionCreditCents)).toEqual([2_000, 0, 0]);
  });

  it.each<[Promotion['kind']]>([['landlord_offered_credit_6mo_min'], ['product_offered_credit_6mo_min']])(
    'refuses %s for a 5-month lease, even when the code itself says no minimum',
    (kind) => {
      const rows = buildSchedule(lease('2026-01-01', '2026-06-01'), promo(kind, 10_000, 0));
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.promotionCreditCents === 0 && r.promoCode === null)).toBe(true);
    },
  );
});
