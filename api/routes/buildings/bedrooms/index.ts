import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { idempotent } from '../../../http/idempotency.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { lockOwnBuilding, refreshRecommendedScore } from '../building-management-repository.js';
import { BedroomSchema } from '../building-schemas.js';
import { BedroomCreateBody } from '../building-write-schemas.js';
import { logChange } from '../property-log-repository.js';
import { insertBedroom } from '../../bedrooms/bedroom-write-repository.js';
import { findManagedBedroom } from '../../bedrooms/bedrooms-repository.js';
import { toBedroomDto } from '../../bedrooms/bedroom-dto.js';

/** A manager adds a bedroom to one of their own homes (another's: 404); changes and removals are under bedrooms/. */
export const buildingBedroomRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];

  app.post('/buildings/:id/bedrooms', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Add a bedroom to one of the caller\'s homes', params: IdPathParams, body: BedroomCreateBody, response: { 201: BedroomSchema } },
  }, async (request, reply) => {
    const manager = userId(request);
    return idempotent(db, request, reply, 'POST /buildings/:id/bedrooms', async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      const id = await insertBedroom(tx, home.id, request.body);
      await refreshRecommendedScore(tx, home.id);
      await logChange(tx, home.id, manager, 'bedroom_added', `Added ${request.body.name}`, { bedroom_id: id, ...request.body });
      return { status: 201, body: toBedroomDto(await findManagedBedroom(tx, id, manager)) };
    });
  });
};
