/**
 * The vocabulary of the market figures (GET /g/market-stats, GraphQL `marketStats`,
 * the rent and co-living estimates and the city guides): one definition of a room
 * "available soon", of a bedroom's size band and of "too few rooms to say".
 */

/** A room is "available soon" when it can be moved into within this many days (and not today). */
export const AVAILABLE_SOON_DAYS = 60;

/** Bedroom sizes by floor area: small under 130 sq ft, medium 130–179, large 180 and more. */
export const BEDROOM_SIZES = ['small', 'medium', 'large'] as const;
export type BedroomSize = (typeof BEDROOM_SIZES)[number];
export const BEDROOM_SIZE_BOUNDS_SQ_FT = { mediumFrom: 130, largeFrom: 180 } as const;
export const BEDROOM_SIZE_LABELS: Record<BedroomSize, string> = {
  small: 'Small (under 130 sq ft)',
  medium: 'Medium (130–179 sq ft)',
  large: 'Large (180 sq ft or more)',
};

/** Below this many rooms a median says more about the rooms than about the city: the estimates decline to give one. */
export const MIN_ROOMS_FOR_ESTIMATE = 5;
