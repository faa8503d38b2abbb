import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { TicketDto, TicketUpdateDto } from '../dto.js';

const MAPPING = { fieldForCode: { not_found: 'ticketId', user_not_in_home: 'userIds' } };
const noSuchTicket = () => [userError('not_found', 'No such ticket.', 'ticketId')];

/** The ticket a write answered with (`{maintenance_ticket}` or the ticket itself), else null. */
function ticketIn(response: unknown): TicketDto | null {
  const r = response as { maintenance_ticket?: TicketDto; ticket_type?: unknown } | null;
  if (r?.maintenance_ticket) return r.maintenance_ticket;
  return r && typeof r.ticket_type === 'string' ? (r as unknown as TicketDto) : null;
}

/**
 * After a write: nothing read before it may be served (fresh loaders), and the
 * payload's ticket is the one v20 answered with, or read again when it answered
 * with something else (a submission).
 */
async function ticketAfterWrite(ctx: GatewayContext, ticketId: string, response: unknown): Promise<TicketDto | null> {
  ctx.refreshLoaders();
  const ticket = ticketIn(response);
  if (!ticket) return ctx.loaders.tickets.tickets.load(ticketId);
  ctx.loaders.tickets.tickets.prime(String(ticket.id), ticket);
  return ticket;
}

/** `POST /maintenance-tickets/{id}/<action>` with `body`, answered as a TicketPayload. */
function ticketAction(ctx: GatewayContext, globalId: string, action: string, body: Record<string, unknown>) {
  const id = restIdOf(globalId, 'MaintenanceTicket');
  if (!id) return { ticket: null, userErrors: noSuchTicket() };
  return payloadOf(async () => {
    const response = await ctx.v20.post<unknown>(`/maintenance-tickets/:id/${action}`, { params: { id }, body });
    return { ticket: await ticketAfterWrite(ctx, id, response) };
  }, { ticket: null }, MAPPING);
}

/** Optional global ids of another type: absent stays absent, a wrong one is a userError. */
function optionalRestId(id: string | null | undefined, type: 'SupportCategory'): number | null | undefined | false {
  if (id === null || id === undefined) return id;
  const restId = restIdOf(id, type);
  return restId ? Number(restId) : false;
}

export const openMaintenanceTicket: NonNullable<MutationResolvers['openMaintenanceTicket']> = (_p, { input }, ctx) => {
  const buildingId = restIdOf(input.buildingId, 'Building');
  const categoryId = optionalRestId(input.supportCategoryId, 'SupportCategory');
  const failed = { ticket: null, viewer: ctx.session };
  if (!buildingId) return { ...failed, userErrors: [userError('not_found', 'No such home.', 'buildingId')] };
  if (categoryId === false) return { ...failed, userErrors: [userError('not_found', 'No such category.', 'supportCategoryId')] };
  return payloadOf(async () => {
    const ticket = await ctx.v20.post<TicketDto>('/maintenance-tickets', {
      body: {
        building_id: Number(buildingId),
        ticket_type: input.ticketType ?? undefined,
        support_category_id: categoryId ?? undefined,
        area: input.area,
        access_requirement: input.accessRequirement,
        title: input.title,
        description: input.description,
        photo_file_ids: input.photoFileIds ?? undefined,
      },
    });
    ctx.refreshLoaders();
    return { ticket, viewer: ctx.session };
  }, failed, { fieldForCode: { not_found: 'buildingId' } });
};

export const addTicketUpdate: NonNullable<MutationResolvers['addTicketUpdate']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.ticketId, 'MaintenanceTicket');
  if (!id) return { update: null, ticket: null, userErrors: noSuchTicket() };
  return payloadOf(async () => {
    const response = await ctx.v20.post<{ update: TicketUpdateDto; maintenance_ticket: TicketDto }>('/maintenance-tickets/:id/updates', {
      params: { id },
      body: { body: input.body ?? undefined, status: input.status ?? undefined, photo_file_ids: input.photoFileIds ?? undefined },
    });
    return { update: response.update, ticket: await ticketAfterWrite(ctx, id, response) };
  }, { update: null, ticket: null }, MAPPING);
};

export const setTicketResponsibility: NonNullable<MutationResolvers['setTicketResponsibility']> = (_p, { input }, ctx) =>
  input.responsibleUserId && !isRestId(input.responsibleUserId)
    ? { ticket: null, userErrors: [userError('invalid', 'Name the manager by their user id.', 'responsibleUserId')] }
    : ticketAction(ctx, input.ticketId, 'set-manager-responsibility', {
      responsible_user_id: input.responsibleUserId ? Number(input.responsibleUserId) : null,
    });

export const setTicketManagerNotifications: NonNullable<MutationResolvers['setTicketManagerNotifications']> = (_p, { input }, ctx) =>
  ticketAction(ctx, input.ticketId, 'set-manager-notifications', { enabled: input.enabled });

/** Followers are named by REST user id; anything else cannot be a user. */
function changeFollowers(ctx: GatewayContext, input: { ticketId: string; userIds: readonly string[] }, action: 'add-users' | 'remove-users') {
  if (!input.userIds.every(isRestId)) return { ticket: null, userErrors: [userError('invalid', 'Name people by their user id.', 'userIds')] };
  return ticketAction(ctx, input.ticketId, action, { user_ids: input.userIds.map(Number) });
}

export const addTicketFollowers: NonNullable<MutationResolvers['addTicketFollowers']> = (_p, { input }, ctx) =>
  changeFollowers(ctx, input, 'add-users');

export const removeTicketFollowers: NonNullable<MutationResolvers['removeTicketFollowers']> = (_p, { input }, ctx) =>
  changeFollowers(ctx, input, 'remove-users');

export const submitTicketDocuments: NonNullable<MutationResolvers['submitTicketDocuments']> = (_p, { input }, ctx) =>
  ticketAction(ctx, input.ticketId, 'supporting-documentation-submissions', { note: input.note ?? undefined, file_ids: input.fileIds });
