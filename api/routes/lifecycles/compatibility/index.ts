import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { compatibilityOf, LifecycleBatchQuery } from '../../buildings/compatibility/compatibility.js';
import { CompatibilitySchema } from '../../buildings/compatibility/compatibility-schemas.js';
import { findManagedLifecycle, findManagedLifecycles } from '../../buildings/compatibility/housemates-repository.js';

/**
 * Roommate compatibility for a home's manager (docs/roommate-compatibility.md): how
 * an applicant's roommate answers fit the people already living in the home they
 * applied to. Only scores and sentences about answers leave the api.
 */
export const lifecycleCompatibilityRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['roommate compatibility'];

  app.get('/lifecycles/:id/compatibility', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'An applicant\'s roommate compatibility with the home they applied to, for its manager',
      description: 'Only the manager of the lifecycle\'s home; anyone else gets 404.',
      params: IdPathParams, response: { 200: CompatibilitySchema },
    },
  }, async (request) => {
    const lifecycle = await findManagedLifecycle(db, request.params.id, userId(request));
    if (!lifecycle) throw notFound('lifecycle');
    return compatibilityOf(db, lifecycle.tenant_user_id, lifecycle.building_id, 'manager');
  });

  // The batch form: a page of applicants is one call (the gateway's DataLoader).
  app.get('/lifecycles/compatibility', {
    config: { access: 'manager' },
    schema: {
      tags, summary: 'Several applicants\' roommate compatibility at once, for their homes\' manager (batch form of /lifecycles/{id}/compatibility)',
      description: 'One result per lifecycle of `ids` on the caller\'s homes, in id order; others are left out.',
      querystring: LifecycleBatchQuery,
      response: { 200: z.object({ results: z.array(CompatibilitySchema.extend({ lifecycle_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const results = [];
    for (const l of await findManagedLifecycles(db, request.query.ids, userId(request))) {
      results.push({ lifecycle_id: l.id, ...(await compatibilityOf(db, l.tenant_user_id, l.building_id, 'manager')) });
    }
    return { results };
  });
};
