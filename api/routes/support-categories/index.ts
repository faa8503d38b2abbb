import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { SupportCategorySchema, toSupportCategoryDto } from './support-category-dto.js';
import { listSupportCategories } from './support-categories-repository.js';

/** Spec §7 /support-categories: what a ticket can be about, for the "open a ticket" form. */
export const supportCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/support-categories', {
    config: { access: 'guest' },
    schema: {
      tags: ['support categories'], summary: 'Active support categories, in the order to show them',
      response: { 200: z.object({ results: z.array(SupportCategorySchema) }) },
    },
  }, async () => ({ results: (await listSupportCategories(deps.database.db, true)).map(toSupportCategoryDto) }));
};
