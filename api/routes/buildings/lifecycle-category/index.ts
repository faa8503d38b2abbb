import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { homeCategories } from '../../lifecycles/categories-repository.js';
import { HomeCategorySchema, toHomeCategoryDto as toDto } from '../../lifecycles/home-category-dto.js';

/** Spec §3: the lifecycle category of one of the manager's own homes; anyone else's home is 404. */
export const buildingLifecycleCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/buildings/:id/lifecycle-category', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The lifecycle category of one of your homes',
      params: IdPathParams, response: { 200: HomeCategorySchema },
    },
  }, async (request) => {
    const [home] = await homeCategories(db, userId(request), [request.params.id]);
    if (!home) throw notFound('building');
    return toDto(home);
  });
};
