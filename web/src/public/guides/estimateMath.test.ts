import { describe, expect, it } from 'vitest';
import { colivingEstimate, privateBathRoomCount, rentEstimate, ROOM_OCCUPANCY, type MarketFigures } from './estimateMath';

const market: MarketFigures = {
  rooms: 40, medianCents: 90_000,
  privateBathRooms: 12, privateBathMedianCents: 110_000,
  sharedBathRooms: 28, sharedBathMedianCents: 85_000,
  platformFeeMedianCents: 4_000, utilitiesMedianCents: 8_000,
};

describe('privateBathRoomCount', () => {
  it('gives every room its own bath when baths match bedrooms, else keeps one bath shared', () => {
    expect(privateBathRoomCount(4, 4)).toBe(4);
    expect(privateBathRoomCount(3, 4.5)).toBe(3);
    expect(privateBathRoomCount(4, 1)).toBe(0);
    expect(privateBathRoomCount(4, 2)).toBe(1);
    expect(privateBathRoomCount(5, 3.5)).toBe(2);
  });
});

describe('colivingEstimate', () => {
  it('prices suites and shared-bath rooms at their market medians, at 92% occupancy, less fee and utilities', () => {
    const e = colivingEstimate({ bedrooms: 4, bathrooms: 2, wholeHomeRentCents: 250_000 }, market);
    if (e.kind !== 'estimate') throw new Error('expected an estimate');
    expect(e.lines).toEqual([
      { kind: 'private', count: 1, rentCents: 110_000, usedCityMedian: false },
      { kind: 'shared', count: 3, rentCents: 85_000, usedCityMedian: false },
    ]);
    expect(e.roomsFullCents).toBe(365_000);
    expect(e.roomsExpectedCents).toBe(335_800); // 365,000 × 0.92
    expect(e.platformFeeCents).toBe(14_700); // 4 × 4,000 × 0.92 = $147.20, to the dollar
    expect(e.utilitiesCents).toBe(29_400); // 4 × 8,000 × 0.92 = $294.40, to the dollar
    expect(e.ownerFeeCents).toBe(0);
    expect(e.roomsNetCents).toBe(335_800 - 14_700 - 29_400);
    expect(e.wholeHomeNetCents).toBe(250_000);
    expect(e.differenceMonthlyCents).toBe(291_700 - 250_000);
    expect(e.differenceYearlyCents).toBe(41_700 * 12);
  });

  it('prices rooms at medians rounded to the dollar', () => {
    const e = colivingEstimate({ bedrooms: 1, bathrooms: 1, wholeHomeRentCents: 100_000 }, { ...market, privateBathMedianCents: 104_950 });
    if (e.kind !== 'estimate') throw new Error('expected an estimate');
    expect(e.lines[0].rentCents).toBe(105_000);
  });

  it('uses the city median for a kind of room the city has too few of, and says so', () => {
    const e = colivingEstimate({ bedrooms: 3, bathrooms: 3, wholeHomeRentCents: 200_000 }, { ...market, privateBathRooms: 2 });
    if (e.kind !== 'estimate') throw new Error('expected an estimate');
    expect(e.lines).toEqual([{ kind: 'private', count: 3, rentCents: 90_000, usedCityMedian: true }]);
  });

  it('can come out below the whole-home rent: the difference is negative, never hidden', () => {
    const e = colivingEstimate({ bedrooms: 2, bathrooms: 1, wholeHomeRentCents: 300_000 }, market);
    if (e.kind !== 'estimate') throw new Error('expected an estimate');
    expect(e.differenceMonthlyCents).toBeLessThan(0);
    expect(e.roomsExpectedCents).toBe(Math.round((2 * 85_000 * ROOM_OCCUPANCY) / 100) * 100);
  });

  it('declines when the city has fewer than five rooms on the market', () => {
    expect(colivingEstimate({ bedrooms: 3, bathrooms: 2, wholeHomeRentCents: 200_000 }, { ...market, rooms: 4 }))
      .toEqual({ kind: 'too_few_rooms', rooms: 4 });
  });
});

describe('rentEstimate', () => {
  it('gives the middle half and the median', () => {
    expect(rentEstimate({ rooms: 12, p25Cents: 80_000, medianCents: 90_000, p75Cents: 99_000 }))
      .toEqual({ kind: 'estimate', rooms: 12, lowCents: 80_000, medianCents: 90_000, highCents: 99_000 });
  });

  it('rounds to whole dollars: an estimate is not precise to the cent', () => {
    expect(rentEstimate({ rooms: 54, p25Cents: 95_375, medianCents: 102_900, p75Cents: 109_950 }))
      .toEqual({ kind: 'estimate', rooms: 54, lowCents: 95_400, medianCents: 102_900, highCents: 110_000 });
  });

  it('says too few below five rooms, or with no rooms at all', () => {
    expect(rentEstimate({ rooms: 3, p25Cents: 80_000, medianCents: 90_000, p75Cents: 99_000 })).toEqual({ kind: 'too_few_rooms', rooms: 3 });
    expect(rentEstimate({ rooms: 0, p25Cents: null, medianCents: null, p75Cents: null })).toEqual({ kind: 'too_few_rooms', rooms: 0 });
  });
});
