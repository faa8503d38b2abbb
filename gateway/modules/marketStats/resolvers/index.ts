import type { MarketBathGroupResolvers, MarketRentResolvers, MarketStatsResolvers, QueryResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { money } from '../../core/money.js';
import type { MarketStatsDto, MarketStatsPageDto } from '../dto.js';
import * as enums from '../enums.js';

const maybeMoney = (cents: number | null) => (cents === null ? null : money(cents));

/** One v20 call: the api sums the listed bedrooms in one statement. */
const marketStats: NonNullable<QueryResolvers['marketStats']> = async (_p, { cityPage, bedroomSize, privateBath }, ctx) => {
  const page = await ctx.v20.get<MarketStatsPageDto>('/g/market-stats', {
    query: {
      region: cityPage,
      bedroom_size: bedroomSize ?? undefined,
      private_bath: privateBath === null || privateBath === undefined ? undefined : String(privateBath),
    },
  });
  const [stats] = page.results;
  return { ...stats, as_of: page.as_of, soon_days: page.soon_days } satisfies MarketStatsDto;
};

const MarketStats: MarketStatsResolvers = {
  cityPage: (s) => s.region,
  asOf: (s) => s.as_of,
  soonDays: (s) => s.soon_days,
  homesListed: (s) => s.homes_listed,
  roomsListed: (s) => s.rooms_listed,
  roomsAvailableNow: (s) => s.rooms_available_now,
  roomsAvailableSoon: (s) => s.rooms_available_soon,
  soonestMoveInDate: (s) => s.soonest_move_in_date,
  rent: (s) => s.rent,
  roomsBySize: (s) => s.by_bedroom_size,
  privateBath: (s) => s.by_bath.private,
  sharedBath: (s) => s.by_bath.shared,
};

const MarketRent: MarketRentResolvers = {
  rooms: (r) => r.rooms,
  low: (r) => maybeMoney(r.min_cents),
  lowerQuartile: (r) => maybeMoney(r.p25_cents),
  median: (r) => maybeMoney(r.median_cents),
  upperQuartile: (r) => maybeMoney(r.p75_cents),
  high: (r) => maybeMoney(r.max_cents),
  platformFeeMedian: (r) => maybeMoney(r.platform_fee_median_cents),
  utilitiesMedian: (r) => maybeMoney(r.utilities_median_cents),
};

const MarketBathGroup: MarketBathGroupResolvers = {
  rooms: (g) => g.rooms,
  medianRent: (g) => maybeMoney(g.median_rent_cents),
};

export const marketStatsResolvers: Resolvers = { ...enums, Query: { marketStats }, MarketStats, MarketRent, MarketBathGroup };
