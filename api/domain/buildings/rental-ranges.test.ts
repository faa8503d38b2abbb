import { describe, expect, it } from 'vitest';
import { rentalRange } from './rental-ranges.js';
import { mostSimilar } from './similar-buildings.js';

describe('estimated rental range', () => {
  it('is the middle half of comparable rents', () => {
    expect(rentalRange([100, 200, 300, 400, 500])).toEqual({ low_cents: 200, median_cents: 300, high_cents: 400, comparable_count: 5 });
  });
  it('says nothing from fewer than three comparables', () => {
    expect(rentalRange([100, 200])).toBeNull();
  });
});

describe('similar homes', () => {
  const home = { id: 1, minRentCents: 80_000, numBedrooms: 4 };
  it('puts homes of close price and size first and leaves out the home itself', () => {
    const found = mostSimilar(home, [
      home,
      { id: 2, minRentCents: 150_000, numBedrooms: 1 },
      { id: 3, minRentCents: 82_000, numBedrooms: 4 },
      { id: 4, minRentCents: 90_000, numBedrooms: 3 },
    ], 2);
    expect(found.map((h) => h.id)).toEqual([3, 4]);
  });
});
