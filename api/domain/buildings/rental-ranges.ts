/**
 * Estimated rental ranges (spec §7 "estimated-rental-ranges"): what comparable
 * bedrooms in the same region rent for, so a manager prices a room with the market.
 * The range is the middle half (25th to 75th percentile) of comparable rents.
 */
export interface RentalRange {
  low_cents: number;
  median_cents: number;
  high_cents: number;
  comparable_count: number;
}

/** Fewer comparables than this say nothing reliable. */
export const MIN_COMPARABLES = 3;

export function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return Math.round(sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo));
}

export function rentalRange(rentsCents: readonly number[]): RentalRange | null {
  if (rentsCents.length < MIN_COMPARABLES) return null;
  const sorted = [...rentsCents].sort((a, b) => a - b);
  return {
    low_cents: percentile(sorted, 0.25),
    median_cents: percentile(sorted, 0.5),
    high_cents: percentile(sorted, 0.75),
    comparable_count: sorted.length,
  };
}
