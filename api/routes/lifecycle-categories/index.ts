import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { CursorParam, MAX_PAGE_SIZE, idListParam, pageOf, readCursor } from '../../http/collection-params.js';
import { homeCategories } from '../lifecycles/categories-repository.js';
import { HomeCategorySchema, toHomeCategoryDto as toDto } from '../lifecycles/home-category-dto.js';
import { ATTENTION_SCOPE, attentionPage } from './attention-page.js';

const LIMIT_ERROR = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

const CategoriesQuery = z.object({
  ids: idListParam(100).optional(),
  // No default: without `limit` the answer is every home, as before paging existed.
  limit: z.coerce.number({ error: LIMIT_ERROR }).int({ error: LIMIT_ERROR }).min(1, { error: LIMIT_ERROR })
    .max(MAX_PAGE_SIZE, { error: LIMIT_ERROR }).optional(),
  cursor: CursorParam,
}).strict();

/** Spec §3 lifecycle categories of the manager's own homes (one home: GET /buildings/{id}/lifecycle-category). */
export const lifecycleCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/lifecycle-categories', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The lifecycle category of each of your homes',
      description: 'ids (optional, at most 100) narrows to those of your homes; others are left out. '
        + 'Without limit or cursor: every home, by id, next_cursor null. With limit (1 to 100, default 20 once a cursor is given): '
        + 'a page in the Tenants screen order, homes waiting on you first (CAT2, CAT1.5, CAT3, CAT1, CAT4, LEGACY, CAT0), ties by id; '
        + 'pass next_cursor as cursor for the next page.',
      querystring: CategoriesQuery,
      response: { 200: pageOf(HomeCategorySchema) },
    },
  }, async (request) => {
    const { ids, limit, cursor } = request.query;
    const after = readCursor(cursor, ATTENTION_SCOPE, 'int');
    const homes = await homeCategories(db, userId(request), ids);
    if (limit === undefined && after === null) return { results: homes.map(toDto), next_cursor: null };
    const page = attentionPage(homes, after, limit ?? 20);
    return { results: page.homes.map(toDto), next_cursor: page.nextCursor };
  });
};
