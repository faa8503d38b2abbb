import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { lockOwnBuildingOf, refreshRecommendedScore } from '../buildings/building-management-repository.js';
import { BedroomSchema } from '../buildings/building-schemas.js';
import { BedroomPatchBody } from '../buildings/building-write-schemas.js';
import { IdPathParams } from '../../http/collection-params.js';
import { logChange } from '../buildings/property-log-repository.js';
import { bedroomDeleteBlocker, deleteBedroom, updateBedroom } from './bedroom-write-repository.js';
import { findManagedBedroom } from './bedrooms-repository.js';
import { toBedroomDto } from './bedroom-dto.js';

/** A manager changes and removes the bedrooms of their own homes (another's: 404); adding one is POST /buildings/:id/bedrooms. */
export const bedroomWriteRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.patch('/bedrooms/:id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Change a bedroom (only the fields sent)', params: IdPathParams, body: BedroomPatchBody, response: { 200: BedroomSchema } },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'bedrooms', request.params.id);
      await updateBedroom(tx, request.params.id, request.body);
      await refreshRecommendedScore(tx, home);
      await logChange(tx, home, manager, 'bedroom_updated', `Changed bedroom ${request.params.id}`, { bedroom_id: request.params.id, ...request.body });
      return toBedroomDto(await findManagedBedroom(tx, request.params.id, manager));
    });
  });

  app.delete('/bedrooms/:id', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Remove a bedroom', params: IdPathParams, response: { 204: z.null().describe('No content') },
      description: '409 bedroom_has_active_lease while an application is active or a signed lease has not ended; 409 bedroom_has_history when past tenants lived there.',
    },
  }, async (request, reply) => {
    const manager = userId(request);
    await db.transaction(async (tx) => {
      const home = await lockOwnBuildingOf(tx, manager, 'bedrooms', request.params.id);
      const blocker = await bedroomDeleteBlocker(tx, request.params.id);
      if (blocker === 'active_lease') {
        throw new HttpError(409, 'bedroom_has_active_lease', 'This bedroom has an active application or lease, so it cannot be removed. Close those first.');
      }
      if (blocker === 'history') {
        throw new HttpError(409, 'bedroom_has_history', 'Past tenants or applicants are on record for this bedroom; make it unavailable instead of removing it.');
      }
      await deleteBedroom(tx, request.params.id);
      await refreshRecommendedScore(tx, home);
      await logChange(tx, home, manager, 'bedroom_removed', `Removed bedroom ${request.params.id}`, { bedroom_id: request.params.id });
    });
    return reply.status(204).send(null);
  });
};
