import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { TAGS as tags, TypesQuery } from '../resolution-cases/case-schemas.js';
import { TypeSchema, listTypes } from '../resolution-cases/cases-repository.js';

/** Resolution case types, one per kind (docs/resolution.md "REST (v20)"). */
export const resolutionCaseTypeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/resolution-case-types', {
    config: { access: 'user' },
    schema: { tags, summary: 'Case types (one per kind)', querystring: TypesQuery, response: { 200: z.object({ results: z.array(TypeSchema) }) } },
  }, async (request) => ({ results: await listTypes(db, request.query.category_id ?? null) }));
};
