import { describe, expect, it } from 'vitest';
import {
  bathroomInput, bathroomValues, bedroomInput, bedroomSchema, bedroomValues, EMPTY_BEDROOM, parkingInput, parkingSchema, parkingValues,
} from './roomSchemas';

const room = { ...EMPTY_BEDROOM, name: 'Room A', base: '850', availableOn: '2026-12-15' };
const problems = (values: object) => {
  const result = bedroomSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the bedroom form', () => {
  it('accepts a room with its base rent and first day; empty utilities and fee count as nothing', () => {
    expect(problems({ ...room, utilities: '', platformFee: '' })).toEqual({});
    expect(bedroomInput({ ...room, utilities: '', platformFee: '$34.50', features: ['CEILING_FAN'] })).toEqual({
      name: 'Room A', rentBaseCents: 85_000, rentUtilitiesCents: 0, rentPlatformFeeCents: 3_450,
      availableOn: '2026-12-15', sizeSqFt: null, features: ['CEILING_FAN'],
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Name the bedroom, e.g. Bedroom 1.'],
    ['base', { base: '' }, 'Enter the base rent in dollars, e.g. 850.'],
    ['base', { base: '0' }, 'Enter the base rent in dollars, e.g. 850.'],
    ['base', { base: 'lots' }, 'Enter the base rent in dollars, e.g. 850.'],
    ['utilities', { utilities: '12.345' }, 'Enter utilities in dollars, or 0.'],
    ['availableOn', { availableOn: '' }, 'Choose the first day it can be moved into.'],
    ['sizeSqFt', { sizeSqFt: '140.5' }, 'Enter the size in whole square feet, or leave it empty.'],
  ])('says what is wrong with %s', (field, change, message) => {
    expect(problems({ ...room, ...change })).toEqual({ [field]: message });
  });

  it('opens an existing room with what it has, as a manager would type it, and saves it back unchanged', () => {
    const saved = {
      name: 'Room A', availableOn: '2026-12-15', sizeSqFt: 140, features: ['WALK_IN_CLOSET'],
      rent: { base: { cents: 84_950 }, utilities: { cents: 9_500 }, platformFee: { cents: 0 } },
    };
    const values = bedroomValues(saved);
    expect(values).toMatchObject({ base: '849.50', utilities: '95', platformFee: '0', sizeSqFt: '140' });
    expect(problems(values)).toEqual({});
    expect(bedroomInput(values)).toEqual({
      name: 'Room A', rentBaseCents: 84_950, rentUtilitiesCents: 9_500, rentPlatformFeeCents: 0,
      availableOn: '2026-12-15', sizeSqFt: 140, features: ['WALK_IN_CLOSET'],
    });
  });
});

describe('the bathroom and parking forms', () => {
  it('a bathroom without a washer/dryer sends no cost, which clears an old one', () => {
    const values = bathroomValues({ bathroomType: 'FULL', relation: 'ATTACHED', washerDryerLocation: 'IN_UNIT', washerDryerCost: 'FREE' });
    expect(bathroomInput(values)).toEqual({ bathroomType: 'FULL', relation: 'ATTACHED', washerDryerLocation: 'IN_UNIT', washerDryerCost: 'FREE' });
    expect(bathroomInput({ ...values, washer: '' })).toEqual({ bathroomType: 'FULL', relation: 'ATTACHED', washerDryerLocation: null, washerDryerCost: null });
  });

  it('a parking spot without a fee sends none, which clears an old one', () => {
    const values = parkingValues({ parkingType: 'GARAGE', parkingAccess: 'CODE_REQUIRED', monthlyFee: { cents: 4_000 } });
    expect(values.fee).toBe('40');
    expect(parkingInput(values).monthlyFeeCents).toBe(4_000);
    expect(parkingInput({ ...values, fee: ' ' }).monthlyFeeCents).toBeNull();
    expect(parkingSchema.safeParse({ ...values, fee: 'forty' }).success).toBe(false);
  });
});
