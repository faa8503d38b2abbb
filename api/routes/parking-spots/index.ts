import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parkingSpotWriteRoutes } from './parking-spot-write-routes.js';
import type { AppDeps } from '../../deps.js';
import { ParkingSpotSchema } from '../buildings/building-schemas.js';
import { BatchReadQuery, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { findVisibleParkingSpots } from './parking-spots-repository.js';

const SCOPE = 'parking_spots';

/** Batch read of parking spots by id (the gateway's loader); never another manager's unlisted rows. */
export const parkingSpotRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/parking-spots', {
    config: { access: 'guest' },
    schema: { tags: ['listings'], summary: 'Parking spots by id', querystring: BatchReadQuery, response: { 200: pageOf(ParkingSpotSchema) } },
  }, async (request) => {
    const { ids, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int')?.id ?? 0;
    return pageById(await findVisibleParkingSpots(deps.database.db, ids, request.auth?.userId ?? null, after, limit + 1), limit, SCOPE);
  });
  await parkingSpotWriteRoutes(plain, deps);
};
