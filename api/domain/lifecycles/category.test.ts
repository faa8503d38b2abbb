import { describe, expect, it } from 'vitest';
import { lifecycleCategory, type HomeLeaseUp } from './category.js';

const home = (over: Partial<HomeLeaseUp>): HomeLeaseUp => ({
  isListed: true, bedroomCount: 4, leasedBedroomCount: 0, awaitingCountersignCount: 0,
  sentToManagerCount: 0, hasLegacyFullHomeLease: false, ...over,
});

describe('lifecycle category of a home', () => {
  it.each([
    ['not listed yet', home({ isListed: false }), 'CAT0'],
    ['listed without bedrooms', home({ bedroomCount: 0 }), 'CAT0'],
    ['listed, nobody applied', home({}), 'CAT1'],
    ['an applicant sent to the manager', home({ sentToManagerCount: 1 }), 'CAT1.5'],
    ['an approval awaiting countersign', home({ sentToManagerCount: 2, awaitingCountersignCount: 1 }), 'CAT2'],
    ['one room of four leased', home({ leasedBedroomCount: 1, awaitingCountersignCount: 1 }), 'CAT3'],
    ['every room leased', home({ leasedBedroomCount: 4, sentToManagerCount: 1 }), 'CAT4'],
    ['unlisted but fully leased', home({ isListed: false, leasedBedroomCount: 4 }), 'CAT4'],
    ['a legacy whole-home lease', home({ hasLegacyFullHomeLease: true, leasedBedroomCount: 4 }), 'LEGACY'],
  ] as const)('%s → %s', (_name, input, category) => {
    expect(lifecycleCategory(input)).toBe(category);
  });
});
