import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { idListParam, MAX_IDS_PER_BATCH } from '../../http/collection-params.js';
import { ScreeningReports, toPersonScreening } from '../users/buildings/screening-reports.js';
import { applicationsOnManagersBuildings, screeningsForApplication } from '../users/buildings/screening-reports-repository.js';

/** Lifecycles per batch read of screening reports: every application of a page of homes on the manager's tenants list. */
const MAX_REPORTS_PER_BATCH = MAX_IDS_PER_BATCH;

/**
 * GET /lifecycles/screening-reports?ids=: the batch form of
 * /users/{id}/buildings/{building_id}/screening-reports, by lifecycle, so a page of
 * applications on the manager's tenants screen costs one call, not one per applicant.
 */
export const lifecycleScreeningReportRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/lifecycles/screening-reports', {
    config: { access: 'manager' },
    schema: {
      tags: ['screening'],
      summary: 'The screening reports behind several applications on your homes, in one call',
      description: 'The batch form of /users/{id}/buildings/{building_id}/screening-reports for a list screen, by lifecycle: '
        + `\`ids\` names up to ${MAX_REPORTS_PER_BATCH} lifecycles; those not on a building you manage are left out `
        + '(as the single read answers 404). Never the SSN.',
      querystring: z.object({ ids: idListParam(MAX_REPORTS_PER_BATCH) }).strict(),
      response: { 200: z.object({ results: z.array(ScreeningReports.extend({ lifecycle_id: z.number().int() })) }) },
    },
  }, async (request) => {
    const db = deps.database.db;
    const results = [];
    for (const { lifecycle_id, user_id, building_id } of await applicationsOnManagersBuildings(db, userId(request), request.query.ids)) {
      const [applicant, ...guarantors] = (await screeningsForApplication(db, user_id, building_id)).map(toPersonScreening);
      results.push({ lifecycle_id, user_id, building_id, applicant: applicant!, guarantors });
    }
    return { results };
  });
};
