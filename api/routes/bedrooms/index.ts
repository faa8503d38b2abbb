import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { BedroomSchema } from '../buildings/building-schemas.js';
import { BatchReadQuery, pageById, pageOf, readCursor } from '../buildings/collection-params.js';
import { findVisibleBedrooms, type BedroomRow } from './bedrooms-repository.js';

const SCOPE = 'bedrooms';

function toBedroomDto(row: BedroomRow) {
  return {
    id: row.id,
    building_id: row.building_id,
    name: row.name,
    features: row.features,
    rent_components: {
      BASE: row.rent_base_cents,
      UTILITIES: row.rent_utilities_cents,
      PLATFORM_FEE: row.rent_platform_fee_cents,
      TOTAL_RENT: row.rent_total_cents,
    },
    available_on: row.available_on,
    size_sq_ft: row.size_sq_ft,
    photo_urls: row.photo_urls,
  };
}

/** Batch read of bedrooms by id (the gateway's loader); never another manager's unlisted rooms. */
export const bedroomRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/bedrooms', {
    config: { access: 'guest' },
    schema: { tags: ['listings'], summary: 'Bedrooms by id', querystring: BatchReadQuery, response: { 200: pageOf(BedroomSchema) } },
  }, async (request) => {
    const { ids, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int')?.id ?? 0;
    const found = await findVisibleBedrooms(deps.database.db, ids, request.auth?.userId ?? null, after, limit + 1);
    const page = pageById(found, limit, SCOPE);
    return { ...page, results: page.results.map(toBedroomDto) };
  });
};
