import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { lockOwnBuildingOf } from '../buildings/building-management-repository.js';
import { ParkingSpotSchema } from '../buildings/building-schemas.js';
import { ParkingPatchBody } from '../buildings/building-write-schemas.js';
import { IdPathParams } from '../../http/collection-params.js';
import { logChange } from '../buildings/property-log-repository.js';
import { findManagedParkingSpot } from './parking-spots-repository.js';
import { deleteParkingSpot, writeSpot } from './parking-spot-write-repository.js';

/** A manager changes and removes the parking spots of their own homes (another's: 404); adding one is POST /buildings/:id/parking-spots. */
export const parkingSpotWriteRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.patch('/parking-spots/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Change a parking spot (only the fields sent)', params: IdPathParams, body: ParkingPatchBody, response: { 200: ParkingSpotSchema } },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'parking_spots', request.params.id);
      await writeSpot(tx, home, request.params.id, request.body);
      await logChange(tx, home, manager, 'parking_spot_updated', `Changed parking spot ${request.params.id}`, { parking_spot_id: request.params.id, ...request.body });
      return findManagedParkingSpot(tx, request.params.id, manager);
    });
  });

  app.delete('/parking-spots/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Remove a parking spot', params: IdPathParams, response: { 204: z.null().describe('No content') } },
  }, async (request, reply) => {
    const manager = userId(request);
    await db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'parking_spots', request.params.id);
      await deleteParkingSpot(tx, request.params.id);
      await logChange(tx, home, manager, 'parking_spot_removed', `Removed parking spot ${request.params.id}`, { parking_spot_id: request.params.id });
    });
    return reply.status(204).send(null);
  });
};
