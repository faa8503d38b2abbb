import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { idListParam } from '../../http/collection-params.js';
import { homeCategories } from '../lifecycles/categories-repository.js';
import { HomeCategorySchema, toHomeCategoryDto as toDto } from '../lifecycles/home-category-dto.js';

/** Spec §3 lifecycle categories of the manager's own homes (one home: GET /buildings/{id}/lifecycle-category). */
export const lifecycleCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/lifecycle-categories', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The lifecycle category of each of your homes',
      description: 'ids (optional, at most 100) narrows to those of your homes; others are left out.',
      querystring: z.object({ ids: idListParam(100).optional() }).strict(),
      response: { 200: z.object({ results: z.array(HomeCategorySchema) }) },
    },
  }, async (request) => ({ results: (await homeCategories(db, userId(request), request.query.ids)).map(toDto) }));
};
