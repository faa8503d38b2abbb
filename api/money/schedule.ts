import { addCalendarMonths, calendarDaysBetween, calendarDaysInMonth } from '../../common/calendar.js';
import { MONEY_RULES } from '../../common/money.js';

/**
 * The rent schedule of a lease (docs/money.md "Rent schedule"), as a pure
 * function of its term, its rent components and its promotion code: one row per
 * calendar month the term touches. No database here, so every rule is table-tested
 * (schedule.test.ts); api/money/schedule-repository.ts writes the rows.
 */
export type PromoKind =
  | 'first_month_off'
  | 'landlord_upfront_credit'
  | 'product_upfront_credit'
  | 'landlord_offered_credit_6mo_min'
  | 'product_offered_credit_6mo_min';

export interface ScheduleLease {
  /** Move-in, `YYYY-MM-DD`, the first day covered. */
  startDate: string;
  /** Move-out, `YYYY-MM-DD`, exclusive (the term is `[start, end)`). */
  endDate: string;
  baseCents: number;
  utilitiesCents: number;
  platformFeeCents: number;
}

export interface Promotion {
  code: string;
  kind: PromoKind;
  amountCents: number;
  /** The code's own minimum (promo_codes.min_lease_months); the *_6mo_min kinds need MONEY_RULES' at least. */
  minLeaseMonths?: number;
}

export interface ScheduleRow {
  periodMonth: string;
  dueDate: string;
  daysCovered: number;
  daysInMonth: number;
  baseCents: number;
  utilitiesCents: number;
  platformFeeCents: number;
  totalRentCents: number;
  promotionCreditCents: number;
  promoCode: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `cents × days / daysInMonth`, rounded half up to the cent, in integers (no float drift). */
export function prorate(cents: number, days: number, monthDays: number): number {
  return Math.floor((2 * cents * days + monthDays) / (2 * monthDays));
}

/** The date `months` calendar months after `iso`, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(iso: string, months: number): string {
  return addCalendarMonths(iso, months);
}

/** Whether the term lasts at least `months` calendar months. */
export function lastsAtLeast(lease: Pick<ScheduleLease, 'startDate' | 'endDate'>, months: number): boolean {
  return lease.endDate >= addMonths(lease.startDate, months);
}

/** The promotion's total credit for this lease: 0 when a minimum term is not met. */
export function promotionCredit(lease: ScheduleLease, promo: Promotion | null): number {
  if (!promo) return 0;
  const ruleMinimum = promo.kind.endsWith('_6mo_min') ? MONEY_RULES.promotionMinimumLeaseMonths : 0;
  const minimum = Math.max(ruleMinimum, promo.minLeaseMonths ?? 0);
  return lastsAtLeast(lease, minimum) ? promo.amountCents : 0;
}

/** The months the term touches, with the days of each it covers. */
function months(lease: ScheduleLease): Array<{ periodMonth: string; daysCovered: number; daysInMonth: number; first: boolean }> {
  const start = lease.startDate;
  const end = lease.endDate;
  const out = [];
  for (let from = start; from < end;) {
    const periodMonth = `${from.slice(0, 7)}-01`;
    const nextMonth = addCalendarMonths(periodMonth, 1);
    const to = end < nextMonth ? end : nextMonth;
    out.push({
      periodMonth,
      daysCovered: calendarDaysBetween(from, to),
      daysInMonth: calendarDaysInMonth(from),
      first: from === start,
    });
    from = to;
  }
  return out;
}

/**
 * The schedule rows. First and last months are prorated by days; the credit
 * lands on the first month; first_month_off never goes past the first month,
 * upfront and offered credits spill into the following months until used.
 */
export function buildSchedule(lease: ScheduleLease, promo: Promotion | null): ScheduleRow[] {
  let creditLeft = promotionCredit(lease, promo);
  const spills = promo?.kind !== 'first_month_off';
  return months(lease).map((m) => {
    const baseCents = prorate(lease.baseCents, m.daysCovered, m.daysInMonth);
    const utilitiesCents = prorate(lease.utilitiesCents, m.daysCovered, m.daysInMonth);
    const platformFeeCents = prorate(lease.platformFeeCents, m.daysCovered, m.daysInMonth);
    const totalRentCents = baseCents + utilitiesCents + platformFeeCents;
    const credit = m.first || spills ? Math.min(creditLeft, totalRentCents) : 0;
    creditLeft = m.first && !spills ? 0 : creditLeft - credit;
    return {
      periodMonth: m.periodMonth,
      dueDate: m.first ? lease.startDate : `${m.periodMonth.slice(0, 8)}${pad(MONEY_RULES.rentDueDayOfMonth)}`,
      daysCovered: m.daysCovered,
      daysInMonth: m.daysInMonth,
      baseCents,
      utilitiesCents,
      platformFeeCents,
      totalRentCents,
      promotionCreditCents: credit,
      promoCode: credit > 0 ? promo!.code : null,
    };
  });
}
