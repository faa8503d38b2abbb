import { describe, expect, it } from 'vitest';
import { chartRows, csvFileName, dollarsTick, hasActivity, ledgerFiltersToParams, parseLedgerFilters } from './ledgerData';

describe('ledger filters in the URL', () => {
  it('round-trips', () => {
    const filters = { buildingId: 'QnVpbGRpbmc6MQ==', tenantUserId: '42', ledgerItemType: 'BEDROOM_RENT' as const, month: '2026-03' };
    expect(parseLedgerFilters(ledgerFiltersToParams(filters))).toEqual(filters);
    expect(ledgerFiltersToParams(filters).toString()).toBe('home=QnVpbGRpbmc6MQ%3D%3D&tenant=42&type=BEDROOM_RENT&month=2026-03');
  });

  it('drops malformed values', () => {
    expect(parseLedgerFilters(new URLSearchParams('home=<x>&type=RENT&month=2026-13&tenant='))).toEqual({
      buildingId: null, tenantUserId: null, ledgerItemType: null, month: null,
    });
  });
});

describe('chartRows', () => {
  it('turns cents into dollars, oldest month first', () => {
    const rows = chartRows([
      { month: '2026-03-01', charged: { cents: 120000 }, collected: { cents: 0 }, credited: { cents: 0 } },
      { month: '2026-02-01', charged: { cents: 95050 }, collected: { cents: 95050 }, credited: { cents: 91000 } },
    ]);
    expect(rows).toEqual([
      { month: '2026-02-01', label: 'Feb 2026', charged: 950.5, collected: 950.5, credited: 910 },
      { month: '2026-03-01', label: 'Mar 2026', charged: 1200, collected: 0, credited: 0 },
    ]);
    expect(hasActivity(rows)).toBe(true);
    const zero = { cents: 0 };
    expect(hasActivity(chartRows([{ month: '2026-01-01', charged: zero, collected: zero, credited: zero }]))).toBe(false);
    // A staff charge alone (nothing billed) is still something to draw.
    expect(hasActivity(chartRows([{ month: '2026-01-01', charged: zero, collected: zero, credited: { cents: -4500 } }]))).toBe(true);
  });
});

describe('small formats', () => {
  it('dollar ticks', () => {
    expect(dollarsTick(0)).toBe('$0');
    expect(dollarsTick(1000)).toBe('$1k');
    expect(dollarsTick(1500)).toBe('$1.5k');
  });
  it('csv names', () => {
    expect(csvFileName({ buildingId: null, tenantUserId: null, ledgerItemType: null, month: '2026-03' })).toBe('hearth-ledger-2026-03.csv');
    // 11:30 PM on the 21st where the reader is: the 21st, whatever day it is in UTC.
    expect(csvFileName({ buildingId: null, tenantUserId: null, ledgerItemType: null, month: null }, new Date(2026, 10, 21, 23, 30))).toBe('hearth-ledger-2026-11-21.csv');
  });
});
