import type { BusinessHoursInput, MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import { V20Error, type UserErrorMapping } from '../../../v20/errors.js';
import type { ProviderDto, ServiceActivityDto } from '../dto.js';

/** Codes without `fields` and the input field they concern (docs/vendors.md). */
export const MAPPING: UserErrorMapping = {
  rename: {
    building_id: 'buildingId', service_type_id: 'serviceTypeId', maintenance_ticket_id: 'maintenanceTicketId',
    repeat_every_weeks: 'repeatEveryWeeks', first_visit_on: 'firstVisitOn',
  },
  fieldForCode: {
    not_found: 'serviceActivityId',
    not_a_manager_of_home: 'buildingId',
    home_not_in_a_region: 'buildingId',
    service_type_not_bookable: 'serviceTypeId',
    ticket_not_of_home: 'maintenanceTicketId',
    ticket_has_live_service: 'maintenanceTicketId',
    idempotency_key_reused: 'idempotencyKey',
  },
};
const BOOK_MAPPING: UserErrorMapping = { ...MAPPING, fieldForCode: { ...MAPPING.fieldForCode, not_found: 'buildingId' } };
const PROVIDER_MAPPING: UserErrorMapping = { fieldForCode: { not_found: 'providerId', idempotency_key_reused: 'idempotencyKey' } };

/**
 * A job's 403s are answers about this job (the rule never lets your side do that:
 * `service_activity_action_forbidden`; a vendor acting on a job it only sees on
 * offer: `forbidden`), shown beside the form like a 422, not a signed-in user
 * lacking a role: the job routes take any signed-in user, and the @access guards
 * answer role questions before v20 is asked.
 */
const JOB_REFUSALS = new Set(['service_activity_action_forbidden', 'forbidden']);

async function withJobRefusals<P>(run: () => Promise<P>): Promise<P> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof V20Error && err.status === 403 && JOB_REFUSALS.has(err.code)) {
      throw new V20Error(422, err.code, err.message, err.fields, err.route);
    }
    throw err;
  }
}

const noSuchJob = () => ({ serviceActivity: null, userErrors: [userError('not_found', 'No such service activity.', 'serviceActivityId')] });

/** After a write nothing read before it may be served: fresh loaders, primed with the job as v20 answered it. */
function jobAfterWrite(ctx: GatewayContext, job: ServiceActivityDto): ServiceActivityDto {
  ctx.refreshLoaders();
  ctx.loaders.services.activities.prime(String(job.id), job);
  return job;
}

/** `POST /service-activities/{id}/<action>` with `body`, answered as a ServiceActivityPayload. */
export function jobAction(ctx: GatewayContext, globalId: string, action: string, body: Record<string, unknown>, idempotencyKey?: string | null, mapping = MAPPING) {
  const id = restIdOf(globalId, 'ServiceActivity');
  if (!id) return noSuchJob();
  return payloadOf(() => withJobRefusals(async () => {
    const job = await ctx.v20.post<ServiceActivityDto>(`/service-activities/:id/${action}`, { params: { id }, body, idempotencyKey: idempotencyKey ?? undefined });
    return { serviceActivity: jobAfterWrite(ctx, job) };
  }), { serviceActivity: null }, mapping);
}

export const bookService: NonNullable<MutationResolvers['bookService']> = (_p, { input }, ctx) => {
  const buildingId = restIdOf(input.buildingId, 'Building');
  const typeId = restIdOf(input.serviceTypeId, 'ServiceType');
  const ticketId = input.maintenanceTicketId ? restIdOf(input.maintenanceTicketId, 'MaintenanceTicket') : null;
  if (!buildingId) return { serviceActivity: null, userErrors: [userError('not_found', 'No such home.', 'buildingId')] };
  if (!typeId) return { serviceActivity: null, userErrors: [userError('not_found', 'No such service type.', 'serviceTypeId')] };
  if (input.maintenanceTicketId && !ticketId) return { serviceActivity: null, userErrors: [userError('not_found', 'No such ticket.', 'maintenanceTicketId')] };
  return payloadOf(async () => {
    const job = await ctx.v20.post<ServiceActivityDto>('/service-activities', {
      body: {
        building_id: Number(buildingId),
        service_type_id: Number(typeId),
        maintenance_ticket_id: ticketId ? Number(ticketId) : undefined,
        access_requirement: input.accessRequirement,
        access_notes: input.accessNotes ?? undefined,
        notes: input.notes ?? undefined,
        price_cents: input.priceCents ?? undefined,
        repeat_every_weeks: input.repeatEveryWeeks ?? undefined,
        first_visit_on: input.firstVisitOn ?? undefined,
      },
      idempotencyKey: input.idempotencyKey ?? undefined,
    });
    return { serviceActivity: jobAfterWrite(ctx, job) };
  }, { serviceActivity: null }, BOOK_MAPPING);
};

export const acceptServiceActivity: NonNullable<MutationResolvers['acceptServiceActivity']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'accept', {}, input.idempotencyKey);

export const scheduleServiceActivity: NonNullable<MutationResolvers['scheduleServiceActivity']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'schedule', { scheduled_start: input.scheduledStart, scheduled_end: input.scheduledEnd }, input.idempotencyKey);

export const rescheduleServiceActivity: NonNullable<MutationResolvers['rescheduleServiceActivity']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'reschedule', { scheduled_start: input.scheduledStart, scheduled_end: input.scheduledEnd }, input.idempotencyKey);

export const unscheduleServiceActivity: NonNullable<MutationResolvers['unscheduleServiceActivity']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'unschedule', {}, input.idempotencyKey);

export const cancelServiceActivity: NonNullable<MutationResolvers['cancelServiceActivity']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'cancel', { note: input.note ?? undefined }, input.idempotencyKey);

export const setServiceActivityStatus: NonNullable<MutationResolvers['setServiceActivityStatus']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'status', {
    status: input.status, note: input.note ?? undefined, checklist: input.checklist ?? undefined, photo_file_ids: input.photoFileIds ?? undefined,
  }, input.idempotencyKey);

export const markServiceActivityOnMyWay: NonNullable<MutationResolvers['markServiceActivityOnMyWay']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'on-my-way', { eta_minutes: input.etaMinutes ?? undefined }, input.idempotencyKey);

export const removeServiceActivityVendor: NonNullable<MutationResolvers['removeServiceActivityVendor']> = (_p, { input }, ctx) =>
  jobAction(ctx, input.serviceActivityId, 'remove-vendor', { reason: input.reason, note: input.note ?? undefined }, input.idempotencyKey);

/** GraphQL leaves an unset weekday null; v20 wants it absent (a closed day). */
function hoursBody(hours: BusinessHoursInput): Record<string, { opens: string; closes: string }> {
  return Object.fromEntries(Object.entries(hours).filter(([, h]) => h)) as Record<string, { opens: string; closes: string }>;
}

export const createResidentialServiceProvider: NonNullable<MutationResolvers['createResidentialServiceProvider']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const provider = await ctx.v20.post<ProviderDto>('/residential-service-providers', {
      body: {
        name: input.name, service_categories: input.serviceCategories, regions: input.regions,
        business_hours: hoursBody(input.businessHours), time_zone: input.timeZone,
      },
      idempotencyKey: input.idempotencyKey ?? undefined,
    });
    ctx.refreshLoaders();
    return { provider };
  }, { provider: null }, PROVIDER_MAPPING);

export const updateResidentialServiceProvider: NonNullable<MutationResolvers['updateResidentialServiceProvider']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return { provider: null, userErrors: [userError('not_found', 'No such company.', 'providerId')] };
  return payloadOf(async () => {
    const provider = await ctx.v20.patch<ProviderDto>('/residential-service-providers/:id', {
      params: { id },
      body: {
        name: input.name ?? undefined,
        service_categories: input.serviceCategories ?? undefined,
        regions: input.regions ?? undefined,
        business_hours: input.businessHours ? hoursBody(input.businessHours) : undefined,
        time_zone: input.timeZone ?? undefined,
        // null removes the photo; left out keeps it.
        photo_file_id: input.photoFileId === undefined ? undefined : input.photoFileId,
      },
    });
    ctx.refreshLoaders();
    ctx.loaders.services.providers.prime(id, provider);
    return { provider };
  }, { provider: null }, PROVIDER_MAPPING);
};
