import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppointmentStatus } from '../../../common/services.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams, idListParam, pageOf, readCursor } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';
import { findVisibleActivity, listActivities } from './activities-repository.js';
import { actionRoutes } from './action-routes.js';
import { ActivitySchema, toActivityDto } from './activity-dto.js';
import { ActivitiesQuery, CreateActivityBody, TAGS as tags } from './activity-schemas.js';
import { bookService } from './book-service.js';
import { activitiesInFull, activityInFull, readBack } from './activity-read.js';
import { offerRoutes } from './offer-routes.js';
import { pricingTypeRoutes } from './pricing-type-routes.js';
import { onMyWayRoute } from './on-my-way-route.js';

const SCOPE = 'service-activities';
/** Ids per batch read (`GET /service-activities/in-full?ids=`): a list screen's page at most. */
export const MAX_ACTIVITIES_PER_BATCH = 100;

/** Service activities: jobs of the vendor marketplace (README.md, docs/vendors.md). */
export const serviceActivityRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  const listDescription = 'Vendor role: open jobs in your categories and regions (detail offer: no address or access) and your company\'s jobs (detail full). '
    + 'Manager role: your homes\' jobs. Tenant role: the visits to homes you live in (detail visit). Staff: all.';
  const list = async (request: FastifyRequest<{ Querystring: z.infer<typeof ActivitiesQuery> }>, fixed?: AppointmentStatus) => {
    const viewer = viewerOf(request);
    const { limit, cursor, status, building_id: buildingId, scope } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await listActivities(db, viewer, { status: fixed ?? status, buildingId, scope }, before, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      results: page.map((a) => toActivityDto(viewer, a)),
      next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  };

  app.get('/service-activities', {
    config: { access: 'user' },
    schema: { tags, summary: 'Jobs the caller may see, newest first', querystring: ActivitiesQuery, response: { 200: pageOf(ActivitySchema) }, description: listDescription },
  }, async (request) => list(request));

  // Spec §7 "requested, scheduled": the two lists screens ask for most, as their own calls.
  for (const [path, status] of [['requested', 'REQUESTED'], ['scheduled', 'APPOINTMENT_SCHEDULED']] as const) {
    app.get(`/service-activities/${path}`, {
      config: { access: 'user' },
      schema: {
        tags, summary: `${status} jobs the caller may see, newest first`, querystring: ActivitiesQuery.omit({ status: true }),
        response: { 200: pageOf(ActivitySchema) }, description: `GET /service-activities?status=${status}. ${listDescription}`,
      },
    }, async (request) => list(request, status));
  }

  app.get('/service-activities/in-full', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Several jobs, each as its single read answers it, in one call',
      description: 'The batch form of /service-activities/{id} for a list screen (a vendor\'s jobs with their photos): `ids` names up to '
        + `${MAX_ACTIVITIES_PER_BATCH} jobs, answered newest first; those the caller may not see are left out (as the single read answers 404).`,
      querystring: z.object({ ids: idListParam(MAX_ACTIVITIES_PER_BATCH) }).strict(),
      response: { 200: z.object({ results: z.array(ActivitySchema) }) },
    },
  }, async (request) => ({ results: await activitiesInFull(db, deps.config, viewerOf(request), request.query.ids) }));

  app.get('/service-activities/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One job, with its timeline and photos when you see it in full', description: '404 when the caller may not see it.', params: IdPathParams, response: { 200: ActivitySchema } },
  }, async (request) => {
    const viewer = viewerOf(request);
    const activity = await findVisibleActivity(db, viewer, request.params.id);
    if (!activity) throw notFound('service activity');
    return activityInFull(db, deps.config, viewer, activity);
  });

  app.post('/service-activities', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Book a service for a home', body: CreateActivityBody, response: { 201: ActivitySchema },
      description: 'Manager role: a home whose support service you run (422 not_a_manager_of_home), a type a manager may book '
        + '(422 service_type_not_bookable). Staff: any home and type. Others: 403. price_cents defaults to the type\'s price. '
        + 'The job starts REQUESTED and is offered to vendors of its category in the home\'s region. With repeat_every_weeks (cleaning, '
        + 'inspections; else 422 service_not_recurring): a series (RECURRING_SERVICE_STARTED, answered with its visits) and its first visit, '
        + 'due first_visit_on (default today; earlier: 422 first_visit_in_past); each paid or canceled visit books the next. '
        + 'With maintenance_ticket_id (a ticket of '
        + 'the same home, 422 ticket_not_of_home): a Tenant Support Ticket becomes a Service Request, each step of the job is written on '
        + 'its timeline, and a ticket whose job is still open refuses a second one (409 ticket_has_live_service).',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /service-activities', async (tx) => {
      const id = await bookService(tx, viewer, request.body);
      return { status: 201, body: await readBack(tx, deps.config, viewer, id) };
    });
  });

  await actionRoutes(plain, deps);
  await offerRoutes(plain, deps);
  await pricingTypeRoutes(plain, deps);
  await onMyWayRoute(plain, deps);
};
