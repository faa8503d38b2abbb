import { calendarDaysBetween } from '../../../common/calendar.js';
/**
 * The "recommended" listing order (v20 contract): homes that show well (photos,
 * amenities), can be moved into soon, and are priced well for their region come
 * first. The score is stored on the building and refreshed when the home changes,
 * so sorting by it is a plain index-friendly ORDER BY.
 */
export interface ScoreInput {
  photoCount: number;
  amenityCount: number;
  /** Earliest date one of its bedrooms can be moved into (YYYY-MM-DD), null without bedrooms. */
  earliestAvailableOn: string | null;
  /** The date the score is computed on (YYYY-MM-DD). */
  today: string;
  /** Lowest TOTAL_RENT of its bedrooms, in cents. */
  minRentCents: number | null;
  /** Median TOTAL_RENT of the bedrooms listed in its region, in cents. */
  regionMedianRentCents: number | null;
}

/** Points per part; they add up to MAX_SCORE. */
const WEIGHTS = { photos: 250, amenities: 200, availability: 300, price: 250 } as const;
export const MAX_SCORE = 1000;
const ENOUGH_PHOTOS = 6;
const ENOUGH_AMENITIES = 10;
/** Availability further out than this earns nothing. */
const AVAILABILITY_HORIZON_DAYS = 90;
/** Rent this far under the median earns full price points; this far over earns none. */
const PRICE_BAND = 0.2;

export function daysBetween(from: string, to: string): number {
  return calendarDaysBetween(from, to);
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export function recommendedScore(input: ScoreInput): number {
  const photos = clamp01(input.photoCount / ENOUGH_PHOTOS);
  const amenities = clamp01(input.amenityCount / ENOUGH_AMENITIES);
  const availability =
    input.earliestAvailableOn === null
      ? 0
      : 1 - clamp01(daysBetween(input.today, input.earliestAvailableOn) / AVAILABILITY_HORIZON_DAYS);
  const price =
    input.minRentCents === null || !input.regionMedianRentCents
      ? 0.5
      : clamp01((1 + PRICE_BAND - input.minRentCents / input.regionMedianRentCents) / (2 * PRICE_BAND));
  return Math.round(
    photos * WEIGHTS.photos + amenities * WEIGHTS.amenities + availability * WEIGHTS.availability + price * WEIGHTS.price,
  );
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
