// Pure shaping for /manager/ledger: URL filters ↔ query variables, the chart's
// rows, and the CSV file name. Unit-tested next to this file.
import { formatShortMonth, todayIso } from '../../shared/format';

export const LEDGER_ITEM_TYPE_VALUES = [
  'LEGACY_FULL_HOME_RENT_AND_DEPOSIT',
  'BEDROOM_RENT',
  'BEDROOM_SECURITY_DEPOSIT',
  'RESIDENTIAL_SERVICE_PAYMENT',
  'PET_FEE',
  'V2_TO_V4_UTILITIES_REIMBURSEMENT',
  'FURNITURE_REIMBURSEMENT',
  'UTILITY_REIMBURSEMENT',
  'WASHER_DRYER_REIMBURSEMENT',
  'EARLY_LEASE_TERMINATION_FEE',
  'ROOM_SWITCH_FEE',
  'UNCATEGORIZED',
  'UNCATEGORIZED_SERVICE',
  'TENANT_PROMOTIONAL_CREDIT',
] as const;
export type LedgerItemTypeValue = (typeof LEDGER_ITEM_TYPE_VALUES)[number];

export interface LedgerFilters {
  buildingId: string | null;
  tenantUserId: string | null;
  ledgerItemType: LedgerItemTypeValue | null;
  /** `YYYY-MM`. */
  month: string | null;
}

const URL_KEYS = { buildingId: 'home', tenantUserId: 'tenant', ledgerItemType: 'type', month: 'month' } as const;
const PLAUSIBLE_ID = /^[A-Za-z0-9=_:-]{1,128}$/;

/** Hand-edited URLs: anything malformed is dropped rather than sent. */
export function parseLedgerFilters(params: URLSearchParams): LedgerFilters {
  const id = (value: string | null) => (value && PLAUSIBLE_ID.test(value) ? value : null);
  const type = params.get(URL_KEYS.ledgerItemType);
  const month = params.get(URL_KEYS.month);
  return {
    buildingId: id(params.get(URL_KEYS.buildingId)),
    tenantUserId: id(params.get(URL_KEYS.tenantUserId)),
    ledgerItemType: (LEDGER_ITEM_TYPE_VALUES as readonly string[]).includes(type ?? '') ? (type as LedgerItemTypeValue) : null,
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
  };
}

export function ledgerFiltersToParams(filters: LedgerFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, urlKey] of Object.entries(URL_KEYS) as Array<[keyof LedgerFilters, string]>) {
    const value = filters[key];
    if (value) params.set(urlKey, value);
  }
  return params;
}

export interface ChartRow {
  month: string;
  label: string;
  /** Dollars (the axis reads in dollars). */
  charged: number;
  collected: number;
  credited: number;
}

type Cents = { cents: number };

/** monthlyTotals (cents, oldest first) → bar chart rows in dollars, kept in month order. */
export function chartRows(months: ReadonlyArray<{ month: string; charged: Cents; collected: Cents; credited: Cents }>): ChartRow[] {
  return [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => ({
      month: m.month, label: formatShortMonth(m.month),
      charged: m.charged.cents / 100, collected: m.collected.cents / 100, credited: m.credited.cents / 100,
    }));
}

/** Whether the chart has anything to draw (all-zero months read as "no activity yet"). */
export function hasActivity(rows: readonly ChartRow[]): boolean {
  return rows.some((r) => r.charged !== 0 || r.collected !== 0 || r.credited !== 0);
}

/** Axis ticks: "$1.2k" rather than "1200". */
export function dollarsTick(value: number): string {
  return Math.abs(value) >= 1000 ? `$${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)}k` : `$${value}`;
}

/** `hearth-ledger-2026-03.csv`, or with the reader's today when no month is chosen (a file name: ISO sorts). */
export function csvFileName(filters: LedgerFilters, now = new Date()): string {
  return `hearth-ledger-${filters.month ?? todayIso(now)}.csv`;
}
