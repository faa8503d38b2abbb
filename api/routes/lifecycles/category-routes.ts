import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIFECYCLE_CATEGORIES, LIFECYCLE_CATEGORY_LABELS } from '../../../common/lifecycles.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams, idListParam } from '../../http/collection-params.js';
import { homeCategories, type HomeCategory } from './categories-repository.js';

const HomeCategorySchema = z.object({
  building_id: z.number().int(),
  title: z.string(),
  category: z.enum(LIFECYCLE_CATEGORIES),
  category_label: z.string(),
  is_listed: z.boolean(),
  bedroom_count: z.number().int(),
  bedroom_ids: z.array(z.number().int()),
  leased_bedroom_count: z.number().int(),
  awaiting_countersign_count: z.number().int(),
  sent_to_manager_count: z.number().int(),
});

const toDto = (h: HomeCategory): z.infer<typeof HomeCategorySchema> => ({
  building_id: h.buildingId, title: h.title, category: h.category, category_label: LIFECYCLE_CATEGORY_LABELS[h.category],
  is_listed: h.isListed, bedroom_count: h.bedroomCount, bedroom_ids: h.bedroomIds, leased_bedroom_count: h.leasedBedroomCount,
  awaiting_countersign_count: h.awaitingCountersignCount, sent_to_manager_count: h.sentToManagerCount,
});

/** Spec §3 lifecycle categories of the manager's own homes; anyone else's home is 404. */
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
