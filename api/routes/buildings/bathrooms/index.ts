import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { idempotent } from '../../../http/idempotency.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { lockOwnBuilding } from '../building-management-repository.js';
import { BathroomSchema } from '../building-schemas.js';
import { BathroomCreateBody } from '../building-write-schemas.js';
import { logChange } from '../property-log-repository.js';
import { findManagedBathroom } from '../../bathrooms/bathrooms-repository.js';
import { checkAttachedBedroom, writeBathroom } from '../../bathrooms/bathroom-write-repository.js';

/** A manager adds a bathroom to one of their own homes (another's: 404); changes and removals are under bathrooms/. */
export const buildingBathroomRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.post('/buildings/:id/bathrooms', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Add a bathroom to one of the caller\'s homes', params: IdPathParams, body: BathroomCreateBody, response: { 201: BathroomSchema } },
  }, async (request, reply) => {
    const manager = userId(request);
    return idempotent(db, request, reply, 'POST /buildings/:id/bathrooms', async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      await checkAttachedBedroom(tx, home.id, request.body.attached_bedroom_id);
      const id = await writeBathroom(tx, home.id, null, request.body);
      await logChange(tx, home.id, manager, 'bathroom_added', `Added a ${request.body.bathroom_type} bathroom`, { bathroom_id: id, ...request.body });
      return { status: 201, body: await findManagedBathroom(tx, id, manager) };
    });
  });
};
