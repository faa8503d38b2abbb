import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { TAGS as tags } from '../resolution-cases/case-schemas.js';
import { CategorySchema, listCategories } from '../resolution-cases/cases-repository.js';

/** Resolution case categories with their types (docs/resolution.md "REST (v20)"). */
export const resolutionCaseCategoryRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/resolution-case-categories', {
    config: { access: 'user' },
    schema: { tags, summary: 'Case categories with their types, in display order', response: { 200: z.object({ results: z.array(CategorySchema) }) } },
  }, async () => ({ results: await listCategories(db) }));
};
