import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { idempotent } from '../../../http/idempotency.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { lockOwnBuilding } from '../building-management-repository.js';
import { ParkingSpotSchema } from '../building-schemas.js';
import { ParkingCreateBody } from '../building-write-schemas.js';
import { logChange } from '../property-log-repository.js';
import { findManagedParkingSpot } from '../../parking-spots/parking-spots-repository.js';
import { writeSpot } from '../../parking-spots/parking-spot-write-repository.js';

/** A manager adds a parking spot to one of their own homes (another's: 404); changes and removals are under parking-spots/. */
export const buildingParkingSpotRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.post('/buildings/:id/parking-spots', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Add a parking spot to one of the caller\'s homes', params: IdPathParams, body: ParkingCreateBody, response: { 201: ParkingSpotSchema } },
  }, async (request, reply) => {
    const manager = userId(request);
    return idempotent(db, request, reply, 'POST /buildings/:id/parking-spots', async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      const id = await writeSpot(tx, home.id, null, request.body);
      await logChange(tx, home.id, manager, 'parking_spot_added', `Added ${request.body.parking_type} parking`, { parking_spot_id: id, ...request.body });
      return { status: 201, body: await findManagedParkingSpot(tx, id, manager) };
    });
  });
};
