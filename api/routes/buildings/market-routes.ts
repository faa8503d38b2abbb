import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rentalRange } from '../../domain/buildings/rental-ranges.js';
import { mostSimilar } from '../../domain/buildings/similar-buildings.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { toBuildingDto } from './building-dto.js';
import { lockOwnBuilding } from './building-management-repository.js';
import { BuildingSchema } from './building-schemas.js';
import { buildingRowsByIds, rentalRangeFacts, similarCandidates } from './market-repository.js';
import { IdPathParams } from '../../http/collection-params.js';

const Range = z.object({ low_cents: z.number().int(), median_cents: z.number().int(), high_cents: z.number().int(), comparable_count: z.number().int() });
const RangesSchema = z.object({
  building_id: z.number().int(), region: z.string().nullable(),
  overall: Range.nullable().describe('null with fewer than 3 comparable bedrooms'),
  bedrooms: z.array(z.object({ bedroom_id: z.number().int(), name: z.string(), total_rent_cents: z.number().int(), range: Range.nullable() })),
});
const SIMILAR_LIMIT = 6;

/** What the market says: similar listed homes and the rent comparable bedrooms fetch (the caller's own homes only). */
export const buildingMarketRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.get('/buildings/:id/similar-buildings', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Listed homes of the same region, closest in price and size first', params: IdPathParams, response: { 200: z.object({ results: z.array(BuildingSchema) }) } },
  }, async (request) => {
    const manager = userId(request);
    const home = await db.transaction((tx) => lockOwnBuilding(tx, manager, request.params.id));
    const candidates = await similarCandidates(db, home.id);
    const toComparable = (c: (typeof candidates)[number]) => ({ id: c.id, minRentCents: c.min_rent_cents, numBedrooms: c.num_bedrooms });
    const self = candidates.find((c) => c.is_self);
    if (!self) return { results: [] };
    const ids = mostSimilar(toComparable(self), candidates.filter((c) => !c.is_self).map(toComparable), SIMILAR_LIMIT).map((c) => c.id);
    if (ids.length === 0) return { results: [] };
    const found = await buildingRowsByIds(db, manager, ids);
    return { results: ids.map((id) => found.find((b) => b.id === id)!).map((b) => toBuildingDto(b, manager)) };
  });

  app.get('/buildings/:id/estimated-rental-ranges', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'What comparable bedrooms in the region rent for (TOTAL_RENT, middle half)', params: IdPathParams, response: { 200: RangesSchema },
      description: 'Comparables: bedrooms of other listed homes in the same region; per bedroom, those within 30 % of its size when both sizes are known.',
    },
  }, async (request) => {
    const manager = userId(request);
    const home = await db.transaction((tx) => lockOwnBuilding(tx, manager, request.params.id));
    const { region, comparables, own } = await rentalRangeFacts(db, home.id);
    const near = (size: number | null) => comparables.filter((c) => size === null || c.size === null || Math.abs(c.size - size) <= 0.3 * size);
    return {
      building_id: home.id, region,
      overall: rentalRange(comparables.map((c) => c.rent)),
      bedrooms: own.map((b) => ({ bedroom_id: b.id, name: b.name, total_rent_cents: b.rent, range: rentalRange(near(b.size).map((c) => c.rent)) })),
    };
  });
};
