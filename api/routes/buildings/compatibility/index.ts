import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { z } from 'zod';
import { IdPathParams } from '../../../http/collection-params.js';
import { CompatibilitySchema } from './compatibility-schemas.js';
import { visibleBuildingIds } from '../buildings-repository.js';
import { isVisibleBuilding } from './housemates-repository.js';
import { BatchQuery, compatibilityOf } from './compatibility.js';

/**
 * Roommate compatibility (beyond the spec; docs/roommate-compatibility.md): how
 * an applicant's roommate answers fit the people already living in a home (the
 * manager's side, per lifecycle, is api/routes/lifecycles/compatibility/). Only
 * scores and sentences about answers leave the api, never who the housemates are.
 */
export const buildingCompatibilityRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['roommate compatibility'];

  app.get('/buildings/:id/compatibility', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'The caller\'s roommate compatibility with a home\'s current housemates',
      description: '200 with score null and reason no_profile / no_housemates when it cannot be computed; 404 for a home the caller cannot see.',
      params: IdPathParams, response: { 200: CompatibilitySchema },
    },
  }, async (request) => {
    const me = userId(request);
    if (!(await isVisibleBuilding(db, request.params.id, me))) throw notFound('home');
    return compatibilityOf(db, me, request.params.id, 'applicant');
  });

  // The batch form: a page of homes is one call (the gateway's DataLoader).
  app.get('/buildings/compatibility', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'The caller\'s roommate compatibility with several homes at once (batch form of /buildings/{id}/compatibility)',
      description: 'One result per home of `ids` the caller may see, in id order; others are left out.',
      querystring: BatchQuery,
      response: { 200: z.object({ results: z.array(CompatibilitySchema.extend({ building_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const me = userId(request);
    const homes = await visibleBuildingIds(db, request.query.ids, me);
    const results = [];
    for (const id of homes) results.push({ building_id: id, ...(await compatibilityOf(db, me, id, 'applicant')) });
    return { results };
  });

};
