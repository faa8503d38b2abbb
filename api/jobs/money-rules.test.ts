import { describe, expect, it } from 'vitest';
import { MONEY_RULES } from '../../common/money.js';
import { lateFeeCents } from './late-fees.js';
import { rentChargeType } from './rent-invoices.js';

describe('late fee', () => {
  it.each([
    [100_000, 5_000],
    [10_010, 501], // 500.5 → half up
    [1_000_000, MONEY_RULES.lateFeeCapCents],
  ])('on %i cents of rent is %i cents', (rent, fee) => expect(lateFeeCents(rent)).toBe(fee));
});

describe('rent charge type by lease version', () => {
  it.each([
    ['V1_MASTER_LEASE', 'rent V1'],
    ['V2_HEARTH_UTILITIES_OBLIGATION', 'rent V2'],
    ['V3_LANDLORD_UTILITIES_OBLIGATION', 'rent V2'],
    ['V4_DIRECT_LEASE', 'rent V2'],
  ])('%s bills %s', (version, chargeType) => expect(rentChargeType(version)).toBe(chargeType));
});
