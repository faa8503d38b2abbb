import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { idListParam, MAX_IDS_PER_BATCH } from '../../http/collection-params.js';
import { forbidden } from '../../http/errors.js';
import { newestPolicies, PolicySchema, toPolicyDto } from '../lifecycles/renters-insurance-policy/renters-insurance-repository.js';

// Every lease of a page of homes on the manager's Tenants page (more than 100 of them) in one call.
const Query = z.object({ lifecycle_ids: idListParam(MAX_IDS_PER_BATCH) }).strict();

/**
 * GET /renters-insurance-policies?lifecycle_ids=1,2: the newest policy of each lease
 * the caller may see, in one call (a manager's Tenants page shows every tenant's
 * cover). docs/renters-insurance.md.
 */
export const rentersInsurancePoliciesRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/renters-insurance-policies', {
    config: { access: 'user' },
    schema: {
      tags: ['renters insurance'], summary: `The newest renters insurance policy of each of up to ${MAX_IDS_PER_BATCH} lifecycles`,
      description: 'As tenant: of your own lifecycles; as manager: of those on homes you manage (leasing). Lifecycles you may '
        + 'not see, or without a policy, are left out. Vendors 403.',
      querystring: Query, response: { 200: z.object({ results: z.array(PolicySchema) }) },
    },
  }, async (request) => {
    const role = request.auth?.role;
    if (role !== 'tenant' && role !== 'manager') throw forbidden('Switch to your tenant or manager role to see renters insurance.');
    const today = new Date().toISOString().slice(0, 10);
    const found = await newestPolicies(deps.database.db, { userId: userId(request), role }, request.query.lifecycle_ids);
    return { results: found.map((row) => toPolicyDto(deps.config, row, today)) };
  });
};
