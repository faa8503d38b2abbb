import { z } from 'zod';
import { BEDROOM_SIZES } from '../../../common/market.js';

/**
 * GET /g/market-stats. `region` is checked against the city pages in the handler, so
 * a well-formed but unknown city is a 422 naming the field (the brief's contract),
 * while a malformed query (an unknown parameter, a bad size) is the usual 400.
 */
export const MarketStatsQuery = z.object({
  region: z.string({ error: 'region must be a city page slug such as ga/atlanta.' })
    .max(100, { error: 'region must be a city page slug such as ga/atlanta.' }).optional(),
  bedroom_size: z.enum(BEDROOM_SIZES, { error: `bedroom_size must be one of ${BEDROOM_SIZES.join(', ')}.` }).optional(),
  private_bath: z.enum(['true', 'false'], { error: 'private_bath must be true or false.' })
    .transform((v) => v === 'true').optional(),
}).strict();
export type MarketStatsFilters = z.infer<typeof MarketStatsQuery>;

const Count = z.number().int().min(0);
const Cents = z.number().int().min(0);

const RentFigures = z.object({
  rooms: Count.describe('Rooms the rent figures are of: available now or within the soon window, matching the filters.'),
  min_cents: Cents.nullable(),
  p25_cents: Cents.nullable().describe('A quarter of the rooms rent for less (TOTAL_RENT, cents a month); null without rooms.'),
  median_cents: Cents.nullable(),
  p75_cents: Cents.nullable(),
  max_cents: Cents.nullable(),
  platform_fee_median_cents: Cents.nullable().describe("Median of the rooms' PLATFORM_FEE component (part of TOTAL_RENT, kept by Hearth)."),
  utilities_median_cents: Cents.nullable().describe("Median of the rooms' UTILITIES component (part of TOTAL_RENT, for the home's bills)."),
});

const BathGroup = z.object({ rooms: Count, median_rent_cents: Cents.nullable() });

export const MarketStatsSchema = z.object({
  region: z.string(),
  homes_listed: Count.describe('Listed homes of the city: the cards of its listing page (filters do not change it).'),
  rooms_listed: Count.describe('Bedrooms of those homes matching the filters, taken or not.'),
  rooms_available_now: Count.describe('Of those, rooms that can be moved into today.'),
  rooms_available_soon: Count.describe('Of those, rooms that can be moved into later within soon_days.'),
  soonest_move_in_date: z.string().nullable().describe('The first day any matching room can be moved into (YYYY-MM-DD).'),
  rent: RentFigures,
  by_bedroom_size: z.object({ small: Count, medium: Count, large: Count, unknown: Count })
    .describe('Rooms of the rent figures by floor area (unknown: no size given).'),
  by_bath: z.object({ private: BathGroup, shared: BathGroup })
    .describe('Rooms of the rent figures with an attached bathroom of their own, and the others.'),
});
export type MarketStats = z.infer<typeof MarketStatsSchema>;

export const MarketStatsPage = z.object({
  as_of: z.string().describe('The day (YYYY-MM-DD) the figures are for: today.'),
  soon_days: z.number().int(),
  results: z.array(MarketStatsSchema),
});
