/**
 * Similar homes (spec §7 "similar-buildings"): listed homes of the same region,
 * closest first in price and size. Distance is relative, so a $100 gap matters more
 * between cheap rooms than between dear ones.
 */
export interface Comparable {
  id: number;
  minRentCents: number | null;
  numBedrooms: number;
}

const relativeGap = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b, 1);

export function similarity(home: Comparable, other: Comparable): number {
  const price = home.minRentCents === null || other.minRentCents === null ? 1 : relativeGap(home.minRentCents, other.minRentCents);
  const size = relativeGap(home.numBedrooms, other.numBedrooms);
  return 0.6 * price + 0.4 * size;
}

export function mostSimilar(home: Comparable, candidates: readonly Comparable[], limit: number): Comparable[] {
  return candidates
    .filter((c) => c.id !== home.id)
    .map((c) => ({ c, d: similarity(home, c) }))
    .sort((x, y) => x.d - y.d || x.c.id - y.c.id)
    .slice(0, limit)
    .map((x) => x.c);
}
