import { describe, expect, it } from 'vitest';
import { MAX_SCORE, median, recommendedScore, type ScoreInput } from './recommended-score.js';

const base: ScoreInput = {
  photoCount: 4,
  amenityCount: 5,
  earliestAvailableOn: '2026-12-01',
  today: '2026-11-21',
  minRentCents: 90_000,
  regionMedianRentCents: 90_000,
};

describe('recommended score', () => {
  it('ranks a home higher when it has more photos or amenities', () => {
    expect(recommendedScore({ ...base, photoCount: 6 })).toBeGreaterThan(recommendedScore(base));
    expect(recommendedScore({ ...base, amenityCount: 9 })).toBeGreaterThan(recommendedScore(base));
  });

  it('ranks a home that can be moved into sooner higher, and counts past dates as now', () => {
    const now = recommendedScore({ ...base, earliestAvailableOn: '2026-11-21' });
    expect(now).toBeGreaterThan(recommendedScore(base));
    expect(recommendedScore({ ...base, earliestAvailableOn: '2026-10-01' })).toBe(now);
    expect(recommendedScore({ ...base, earliestAvailableOn: '2027-06-01' })).toBeLessThan(recommendedScore(base));
  });

  it('ranks a home priced under its region median above one priced over it', () => {
    const cheap = recommendedScore({ ...base, minRentCents: 75_000 });
    const dear = recommendedScore({ ...base, minRentCents: 110_000 });
    expect(cheap).toBeGreaterThan(recommendedScore(base));
    expect(dear).toBeLessThan(recommendedScore(base));
  });

  it('stays between 0 and the maximum', () => {
    const best = recommendedScore({ ...base, photoCount: 20, amenityCount: 28, earliestAvailableOn: '2026-01-01', minRentCents: 1 });
    const worst = recommendedScore({ ...base, photoCount: 0, amenityCount: 0, earliestAvailableOn: null, minRentCents: 10_000_000 });
    expect(best).toBe(MAX_SCORE);
    expect(worst).toBe(0);
  });

  it('takes the middle value as the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(3);
    expect(median([])).toBeNull();
  });
});
