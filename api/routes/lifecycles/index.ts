import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { LifecycleCategory } from '../../../common/lifecycles.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { applicationErrors } from '../applications/application-errors.js';
import { BooleanParam } from '../applications/application-schemas.js';
import { CursorParam, IdPathParams, LimitParam, idListParam, pageOf, readCursor } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import {
  CreateInformationRequestBody, InformationRequestSchema, toInformationRequestDto,
} from '../information-requests/information-request-dto.js';
import { insertInformationRequest } from '../information-requests/information-requests-repository.js';
import { LifecycleQuestionSchema, toLifecycleQuestionDto } from '../lifecycle-questions/lifecycle-question-dto.js';
import { listQuestionsOf } from '../lifecycle-questions/lifecycle-questions-repository.js';
import { LIFECYCLE_CATEGORIES } from '../../../common/lifecycles.js';
import { lifecycleActionRoutes } from './action-routes.js';
import { lifecycleApplicantRoutes } from './applicant-route.js';
import { lifecycleScreeningReportRoutes } from './screening-reports-route.js';
import { lifecyclesOpenByHomeRoutes } from './open-by-home-route.js';
import { homeCategories } from './categories-repository.js';
import { LifecycleSchema, toLifecycleDto } from './lifecycle-dto.js';
import { lifecyclePricingRoutes } from './pricing-routes.js';
import { findLifecycleWithManager, listLifecycles, type LifecycleReader } from './lifecycles-repository.js';

const SCOPE = 'lifecycles';

const LifecyclesQuery = z.object({
  is_finalized: BooleanParam,
  is_deactivated: BooleanParam,
  is_sent_to_manager: BooleanParam,
  building_id: IdParam.optional(),
  category: z.enum(LIFECYCLE_CATEGORIES).optional().describe('Managers: only lifecycles on homes in this category.'),
  ids: idListParam(100).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

/** A tenant reads their own lifecycles, a manager those of their homes; vendors have none. */
function readerOf(request: FastifyRequest): LifecycleReader {
  const caller = userId(request);
  if (request.auth?.role === 'tenant') return { tenantUserId: caller };
  if (request.auth?.role === 'manager') return { managerUserId: caller };
  throw forbidden('Switch to your tenant or manager role to see lifecycles.');
}

/** The homes `building_id` and `category` narrow GET /lifecycles to (undefined: no narrowing). */
async function buildingFilter(
  db: Executor, reader: LifecycleReader, buildingId: number | undefined, category: LifecycleCategory | undefined,
): Promise<number[] | undefined> {
  if (category === undefined) return buildingId === undefined ? undefined : [buildingId];
  // Categories are a manager's view of their own homes; a tenant filtering by one sees nothing.
  if (!('managerUserId' in reader)) return [];
  const homes = await homeCategories(db, reader.managerUserId, buildingId === undefined ? undefined : [buildingId]);
  return homes.filter((h) => h.category === category).map((h) => h.buildingId);
}

/** Lifecycles as their applicant or their home's manager sees them; managers and staff ask applicants for information. */
export const lifecycleRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  await lifecycleActionRoutes(plain, deps);
  await lifecyclePricingRoutes(plain, deps);
  await lifecycleApplicantRoutes(plain, deps);
  await lifecycleScreeningReportRoutes(plain, deps);
  await lifecyclesOpenByHomeRoutes(plain, deps);

  app.get('/lifecycles', {
    config: { access: 'user' },
    schema: {
      tags: ['applications'], summary: 'Lifecycles the caller may see, newest first',
      description: 'As tenant: your own. As manager: those of the homes you manage. Filters combine with AND.',
      querystring: LifecyclesQuery, response: { 200: pageOf(LifecycleSchema) },
    },
  }, async (request) => {
    const { limit, cursor, building_id, category, ...filters } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const reader = readerOf(request);
    const buildingIds = await buildingFilter(db, reader, building_id, category);
    const found = await listLifecycles(db, reader, { ...filters, building_ids: buildingIds }, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map(toLifecycleDto),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });

  app.get('/lifecycles/:id/lifecycle-questions', {
    config: { access: 'user' },
    schema: {
      tags: ['applications'], summary: 'The renter confirmation questions of a lifecycle, in order',
      description: 'To its applicant (tenant role) and its home\'s manager (manager role); 404 for anyone else.',
      params: IdPathParams, response: { 200: z.object({ results: z.array(LifecycleQuestionSchema) }) },
    },
  }, async (request) => {
    const [lifecycle] = await listLifecycles(db, readerOf(request), { ids: [request.params.id] }, null, 1);
    if (!lifecycle) throw notFound('lifecycle');
    return { results: (await listQuestionsOf(db, lifecycle.id)).map(toLifecycleQuestionDto) };
  });

  app.post('/lifecycles/:id/information-requests', {
    config: { access: 'user' },
    schema: {
      tags: ['applications'], summary: 'Ask the applicant of a lifecycle for information',
      description: 'The manager of the home (manager role) or staff. Takes an Idempotency-Key header. '
        + 'reason: from the spec §8 list, required except for identity_document_request. 422 application_not_active.',
      params: IdPathParams, body: CreateInformationRequestBody, response: { 201: InformationRequestSchema },
    },
  }, async (request, reply) => {
    const caller = userId(request);
    const isStaff = request.auth?.isStaff === true;
    if (!isStaff && request.auth?.role !== 'manager') throw forbidden('Switch to your manager role to ask applicants for information.');
    return idempotent(db, request, reply, 'POST /lifecycles/:id/information-requests', async (tx) => {
      const lifecycle = await findLifecycleWithManager(tx, request.params.id);
      if (!lifecycle || (!isStaff && lifecycle.manager_user_id !== caller)) throw notFound('lifecycle');
      if (!toLifecycleDto(lifecycle).is_active) throw applicationErrors.notActive();
      const row = await insertInformationRequest(tx, {
        lifecycleId: lifecycle.id, requestedByUserId: caller, kind: request.body.kind,
        reason: request.body.reason ?? null, message: request.body.message || null,
      });
      return { status: 201, body: toInformationRequestDto(row) };
    });
  });
};
