import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { CaseOptionSchema, caseOptions } from '../../../resolution/case-options.js';
import { viewerOf } from '../../../http/viewer.js';
import { TAGS as tags } from '../../resolution-cases/case-schemas.js';

/** The caller's signed leases a resolution case may be about, and what each may ask (docs/resolution.md "REST (v20)"). */
export const resolutionCaseOptionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/resolution-case-options', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Your signed leases and what a case about each may ask', response: { 200: z.object({ results: z.array(CaseOptionSchema) }) },
      description: 'Current leases, and ended ones whose deposit was returned (for a deposit dispute).',
    },
  }, async (request) => ({ results: await caseOptions(db, viewerOf(request).userId) }));
};
