import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { idempotent } from '../../http/idempotency.js';
import { CaseSchema, caseDtosByIds, readCaseDto } from '../../resolution/case-dto.js';
import { openCase } from '../../resolution/open-case.js';
import { IdPathParams, pageOf, readCursor } from '../../http/collection-params.js';
import { refuseVendorList, viewerOf } from '../../http/viewer.js';
import { actionRoutes } from './action-routes.js';
import { CasesQuery, OpenCaseBody, TAGS as tags } from './case-schemas.js';
import { listCaseIds } from './cases-repository.js';

const SCOPE = 'resolution-cases';

/** Resolution cases (docs/resolution.md "REST (v20)"); the decisions are in README.md. */
export const resolutionCaseRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/resolution-cases', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Cases the caller may see, newest first', querystring: CasesQuery, response: { 200: pageOf(CaseSchema) },
      description: 'Your own cases as a tenant, the cases of homes you own or co-manage with resolution_center, all for staff. Vendor role: 403.',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    refuseVendorList(viewer);
    const { limit, cursor, ids, building_id: buildingId, status, kind } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listCaseIds(db, viewer, { ids, buildingId, status, kind }, before === null ? null : Number(before), limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: await caseDtosByIds(db, viewer, page, deps.config),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last, id: last }) : null,
    };
  });

  app.post('/resolution-cases', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Open a case about one of your signed leases', body: OpenCaseBody, response: { 201: CaseSchema },
      description: 'Tenant role. 404 when the lease is not yours; 422 lease_not_signed, vacate_date_out_of_range (vacate or move date not from '
        + 'today to before move-out), bedroom_not_switchable, deposit_not_disputable; 409 case_already_open; 403 banned_from_resolution_center. '
        + 'evidence_file_ids: your uploads of purpose case_evidence. Optional Idempotency-Key. Notifies the home\'s managers.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /resolution-cases', async (tx) => ({ status: 201, body: await openCase(tx, deps.config, viewer, request.body) }));
  });

  app.get('/resolution-cases/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One case', description: '404 unless you are its tenant, a resolution-center manager of its home, or staff.', params: IdPathParams, response: { 200: CaseSchema } },
  }, async (request) => readCaseDto(db, viewerOf(request), request.params.id, deps.config));

  await actionRoutes(plain, deps);
};
