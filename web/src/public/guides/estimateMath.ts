import type { HomeFacts } from '../../shared/savedEstimate';
import { MIN_ROOMS_FOR_ESTIMATE } from '../../../../common/market';

/**
 * The arithmetic of /coliving-estimate and /rent-estimate, on whole cents, with no
 * React and no network: what the pages show is exactly what these functions return.
 */

/** Share of the months a room is let, over a year: turnover between renters leaves rooms empty about one month in twelve. */
export const ROOM_OCCUPANCY = 0.92;

/**
 * Hearth's fee to the homeowner: common/money.ts (the one list of Hearth's money
 * rules) defines none. Hearth's income is the platform fee inside each room's rent,
 * paid by the renter; the estimate subtracts it from what renters pay.
 */
export const OWNER_FEE_BASIS_POINTS = 0;

/** The market figures an estimate needs (from `marketStats`), in cents; null where the market has no room. */
export interface MarketFigures {
  rooms: number;
  medianCents: number | null;
  privateBathRooms: number;
  privateBathMedianCents: number | null;
  sharedBathRooms: number;
  sharedBathMedianCents: number | null;
  platformFeeMedianCents: number | null;
  utilitiesMedianCents: number | null;
}

export type { HomeFacts } from '../../shared/savedEstimate';

/** Cents to the nearest whole dollar: an estimate is not precise to the cent, so it is not shown to the cent. */
export const toWholeDollars = (cents: number) => Math.round(cents / 100) * 100;

export interface RoomLine {
  kind: 'private' | 'shared';
  count: number;
  /** Market median TOTAL_RENT used for each room of this kind. */
  rentCents: number;
  /** True when too few rooms of this kind are listed and the city's overall median stands in. */
  usedCityMedian: boolean;
}

export type ColivingEstimate =
  | { kind: 'too_few_rooms'; rooms: number }
  | {
      kind: 'estimate';
      lines: RoomLine[];
      /** Every room let, what renters pay a month. */
      roomsFullCents: number;
      /** roomsFullCents at ROOM_OCCUPANCY. */
      roomsExpectedCents: number;
      /** Hearth's platform fee inside those rents, at the same occupancy. */
      platformFeeCents: number;
      /** The utilities part of those rents, which pays the home's bills, at the same occupancy. */
      utilitiesCents: number;
      /** Hearth's fee to the owner (none: OWNER_FEE_BASIS_POINTS). */
      ownerFeeCents: number;
      /** What the owner keeps a month, renting by the room. */
      roomsNetCents: number;
      /** What the owner keeps a month, renting the whole home (the rent entered, every month, no fee). */
      wholeHomeNetCents: number;
      /** roomsNetCents − wholeHomeNetCents, a month and a year. */
      differenceMonthlyCents: number;
      differenceYearlyCents: number;
    };

/**
 * Rooms with a bathroom of their own: every room when there are as many baths as
 * bedrooms; otherwise one bath stays shared and each other whole bath is a suite's.
 */
export function privateBathRoomCount(bedrooms: number, bathrooms: number): number {
  if (bathrooms >= bedrooms) return bedrooms;
  return Math.max(0, Math.min(bedrooms, Math.floor(bathrooms) - 1));
}

/** An amount at ROOM_OCCUPANCY, to the whole dollar (every figure of the estimate is in whole dollars, so the lines add up as shown). */
const atOccupancy = (cents: number) => toWholeDollars(cents * ROOM_OCCUPANCY);

/** Whole home let to one household vs the same home let room by room at the city's market rents. */
export function colivingEstimate(home: HomeFacts, market: MarketFigures): ColivingEstimate {
  if (market.rooms < MIN_ROOMS_FOR_ESTIMATE || market.medianCents === null) return { kind: 'too_few_rooms', rooms: market.rooms };
  const city = toWholeDollars(market.medianCents);
  const rentOf = (rooms: number, median: number | null) =>
    rooms >= MIN_ROOMS_FOR_ESTIMATE && median !== null ? { rentCents: toWholeDollars(median), usedCityMedian: false } : { rentCents: city, usedCityMedian: true };
  const privateCount = privateBathRoomCount(home.bedrooms, home.bathrooms);
  const lines: RoomLine[] = [];
  if (privateCount > 0) lines.push({ kind: 'private', count: privateCount, ...rentOf(market.privateBathRooms, market.privateBathMedianCents) });
  if (home.bedrooms - privateCount > 0) {
    lines.push({ kind: 'shared', count: home.bedrooms - privateCount, ...rentOf(market.sharedBathRooms, market.sharedBathMedianCents) });
  }
  const roomsFullCents = lines.reduce((sum, line) => sum + line.count * line.rentCents, 0);
  const roomsExpectedCents = atOccupancy(roomsFullCents);
  const platformFeeCents = atOccupancy(home.bedrooms * (market.platformFeeMedianCents ?? 0));
  const utilitiesCents = atOccupancy(home.bedrooms * (market.utilitiesMedianCents ?? 0));
  const ownerFeeCents = toWholeDollars((roomsExpectedCents * OWNER_FEE_BASIS_POINTS) / 10_000);
  const roomsNetCents = roomsExpectedCents - platformFeeCents - utilitiesCents - ownerFeeCents;
  const wholeHomeNetCents = home.wholeHomeRentCents;
  const differenceMonthlyCents = roomsNetCents - wholeHomeNetCents;
  return {
    kind: 'estimate', lines, roomsFullCents, roomsExpectedCents, platformFeeCents, utilitiesCents, ownerFeeCents,
    roomsNetCents, wholeHomeNetCents, differenceMonthlyCents, differenceYearlyCents: differenceMonthlyCents * 12,
  };
}

export type RentEstimate =
  | { kind: 'too_few_rooms'; rooms: number }
  | { kind: 'estimate'; rooms: number; lowCents: number; medianCents: number; highCents: number };

/** /rent-estimate: the middle half of the matching rooms (25th to 75th percentile) and their median, in whole dollars, or too few to say. */
export function rentEstimate(rent: { rooms: number; p25Cents: number | null; medianCents: number | null; p75Cents: number | null }): RentEstimate {
  if (rent.rooms < MIN_ROOMS_FOR_ESTIMATE || rent.p25Cents === null || rent.medianCents === null || rent.p75Cents === null) {
    return { kind: 'too_few_rooms', rooms: rent.rooms };
  }
  return {
    kind: 'estimate', rooms: rent.rooms,
    lowCents: toWholeDollars(rent.p25Cents), medianCents: toWholeDollars(rent.medianCents), highCents: toWholeDollars(rent.p75Cents),
  };
}
