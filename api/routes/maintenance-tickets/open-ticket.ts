import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { OPENABLE_TYPES, requireMayOpen, visibleOr404 } from './ticket-access.js';
import { toTicketDto, type TicketDto } from './ticket-dto.js';
import { recordTicketEvent } from './ticket-events.js';
import { firstNameOf } from './ticket-people-repository.js';
import { PHOTO_PURPOSES, attachFiles, requireTicketUploads } from './ticket-files-repository.js';
import type { CreateTicketBody } from './ticket-schemas.js';
import { insertTicket, supportCategoryIsActive } from './tickets-repository.js';
import type { Viewer } from '../../http/viewer.js';

type OpenRequest = z.infer<typeof CreateTicketBody>;

/** The type asked for (or the role's default), if the role may open it; 422 on `ticket_type` otherwise. */
function ticketTypeFor(side: 'tenant' | 'manager', asked: OpenRequest['ticket_type']) {
  const allowed = OPENABLE_TYPES[side];
  const ticketType = asked ?? allowed[0]!;
  if (allowed.includes(ticketType)) return ticketType;
  throw new HttpError(422, 'ticket_type_not_allowed', `In the ${side} role you may open: ${allowed.join(', ')}.`,
    { ticket_type: `Use one of: ${allowed.join(', ')}.` });
}

async function categoryFor(ex: Executor, id: number | null | undefined): Promise<number | null> {
  if (id === undefined || id === null) return null;
  if (!(await supportCategoryIsActive(ex, id))) throw invalidInput({ support_category_id: 'Choose one of the support categories.' });
  return id;
}

/** Opens a ticket and records `maintenance_ticket.opened`, in the caller's transaction. */
export async function openTicket(tx: Executor, deps: AppDeps, viewer: Viewer, body: OpenRequest): Promise<TicketDto> {
  const side = await requireMayOpen(tx, viewer, body.building_id);
  const ticketType = ticketTypeFor(side, body.ticket_type);
  const supportCategoryId = await categoryFor(tx, body.support_category_id);
  const photos = await requireTicketUploads(tx, viewer.userId, body.photo_file_ids, PHOTO_PURPOSES, 'photo_file_ids');
  const id = await insertTicket(tx, {
    buildingId: body.building_id, ticketType, supportCategoryId, area: body.area, accessRequirement: body.access_requirement,
    title: body.title, description: body.description, createdBy: viewer.userId, actorRole: side,
  });
  await attachFiles(tx, id, photos);
  const ticket = await visibleOr404(tx, viewer, id);
  await recordTicketEvent(tx, {
    type: 'maintenance_ticket.opened', viewer, ticket, recipients: 'opened',
    title: `${await firstNameOf(tx, viewer.userId)} opened a ticket: ${ticket.title}`, body: ticket.building_name,
    data: { ticket_type: ticket.ticket_type, area: ticket.area },
  });
  return toTicketDto(tx, deps.config, viewer, ticket);
}
