import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { lockOwnBuildingOf } from '../buildings/building-management-repository.js';
import { BathroomSchema } from '../buildings/building-schemas.js';
import { BathroomPatchBody } from '../buildings/building-write-schemas.js';
import { IdPathParams } from '../../http/collection-params.js';
import { logChange } from '../buildings/property-log-repository.js';
import { findManagedBathroom } from './bathrooms-repository.js';
import { checkAttachedBedroom, deleteBathroom, writeBathroom } from './bathroom-write-repository.js';

/** A manager changes and removes the bathrooms of their own homes (another's: 404); adding one is POST /buildings/:id/bathrooms. */
export const bathroomWriteRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.patch('/bathrooms/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Change a bathroom (only the fields sent)', params: IdPathParams, body: BathroomPatchBody, response: { 200: BathroomSchema } },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'bathrooms', request.params.id);
      await checkAttachedBedroom(tx, home, request.body.attached_bedroom_id);
      await writeBathroom(tx, home, request.params.id, request.body);
      await logChange(tx, home, manager, 'bathroom_updated', `Changed bathroom ${request.params.id}`, { bathroom_id: request.params.id, ...request.body });
      return findManagedBathroom(tx, request.params.id, manager);
    });
  });

  app.delete('/bathrooms/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Remove a bathroom', params: IdPathParams, response: { 204: z.null().describe('No content') } },
  }, async (request, reply) => {
    const manager = userId(request);
    await db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'bathrooms', request.params.id);
      await deleteBathroom(tx, request.params.id);
      await logChange(tx, home, manager, 'bathroom_removed', `Removed bathroom ${request.params.id}`, { bathroom_id: request.params.id });
    });
    return reply.status(204).send(null);
  });
};
