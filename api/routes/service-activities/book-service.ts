import { MANAGER_BOOKABLE_VISIBILITIES, RECURRING_CATEGORIES, SERVICE_VISIBILITY_LABELS, type VendorServiceCategory } from '../../../common/services.js';
import type { Executor } from '../../db/client.js';
import { homeTimeZone } from '../../domain/services/business-hours.js';
import { HttpError, forbidden } from '../../http/errors.js';
import { actorOf, type Viewer } from '../../http/viewer.js';
import { managerCan } from '../buildings/managers/building-managers-repository.js';
import { findServiceType } from '../service-types/service-types-repository.js';
import { buildingOf, insertActivity, lockActivity, ticketBuilding, updateActivity, type ActivityDraft } from './activities-repository.js';
import { requireTransition } from './activity-access.js';
import { todayIn } from '../../domain/services/recurrence.js';
import type { z } from 'zod';
import type { CreateActivityBody } from './activity-schemas.js';
import { recordHistory } from './history-repository.js';
import { recordActivityEvent } from './activity-events.js';
import { liveActivityOfTicket, lockTicketForBooking } from './ticket-steps-repository.js';

const refuse = (code: string, field: string, message: string) => new HttpError(422, code, message, { [field]: message });

/** One live job per ticket: the ticket is locked, so two bookings for it take turns and the second sees the first. */
async function refuseSecondLiveJob(tx: Executor, ticketId: number): Promise<void> {
  await lockTicketForBooking(tx, ticketId);
  const live = await liveActivityOfTicket(tx, ticketId);
  if (live !== null) {
    throw new HttpError(409, 'ticket_has_live_service', `Service activity ${live} is still open for this ticket; cancel it or wait until it is completed.`,
      { maintenance_ticket_id: 'This ticket already has an open service.' });
  }
}

/**
 * A manager (support service of the home) or staff books a service for a home: the
 * job is REQUESTED, offered to the vendors serving its category and the home's region.
 * Managers book only types whose visibility allows marketplace booking; staff any.
 * With `repeat_every_weeks` it books a recurring series and its first visit instead.
 */
export async function bookService(tx: Executor, viewer: Viewer, body: z.infer<typeof CreateActivityBody>): Promise<number> {
  if (!viewer.isStaff && viewer.role !== 'manager') throw forbidden('Switch to your manager role to book a service.');
  const building = await buildingOf(tx, body.building_id);
  if (!building || (!viewer.isStaff && !(await managerCan(tx, viewer.userId, building.id, 'support_service')))) {
    throw refuse('not_a_manager_of_home', 'building_id', 'You can book services only for homes whose support service you run.');
  }
  if (!building.region) throw refuse('home_not_in_a_region', 'building_id', 'This home is in no region vendors serve; set its city page first.');
  const type = await findServiceType(tx, body.service_type_id);
  if (!type) throw refuse('unknown_service_type', 'service_type_id', 'No such service type.');
  if (!viewer.isStaff && !MANAGER_BOOKABLE_VISIBILITIES.includes(type.visibility)) {
    throw refuse('service_type_not_bookable', 'service_type_id',
      `${type.name} is "${SERVICE_VISIBILITY_LABELS[type.visibility]}": it cannot be booked through the marketplace.`);
  }
  const ticketId = body.maintenance_ticket_id ?? null;
  if (ticketId !== null && (await ticketBuilding(tx, ticketId)) !== building.id) {
    throw refuse('ticket_not_of_home', 'maintenance_ticket_id', 'This ticket is not about this home.');
  }
  const recurring = body.repeat_every_weeks !== undefined;
  if (recurring) requireRecurrable(type.service_category, ticketId);
  if (ticketId !== null) await refuseSecondLiveJob(tx, ticketId);
  const actor = actorOf(viewer);
  const timeZone = homeTimeZone(building.region, building.state);
  const draft: ActivityDraft = {
    buildingId: building.id, maintenanceTicketId: ticketId, serviceTypeId: type.id, timeZone,
    accessRequirement: body.access_requirement, accessNotes: body.access_notes, notes: body.notes,
    priceCents: body.price_cents ?? type.default_price_cents, requestedBy: viewer.userId,
    actorRole: actor.role === 'manager' ? 'manager' : 'hearth-team',
    automaticPricingType: body.price_cents === undefined ? 'service_type_default' : 'manual',
  };
  if (!recurring) return requestJob(tx, viewer, draft);
  const today = todayIn(timeZone);
  const firstVisitOn = body.first_visit_on ?? today;
  if (firstVisitOn < today) throw refuse('first_visit_in_past', 'first_visit_on', `The first visit can be today (${today}, the home's calendar) or later.`);
  return startSeries(tx, viewer, draft, body.repeat_every_weeks!, firstVisitOn);
}

/** Only services that make sense again and again (common/services.ts RECURRING_CATEGORIES) repeat; a ticket is one problem, not a series. */
function requireRecurrable(category: VendorServiceCategory, ticketId: number | null): void {
  if (!RECURRING_CATEGORIES.includes(category)) {
    throw refuse('service_not_recurring', 'repeat_every_weeks', 'Only cleaning and inspections can repeat; book this service once.');
  }
  if (ticketId !== null) throw refuse('ticket_not_recurring', 'maintenance_ticket_id', 'A ticket is answered by one job; book a series for the home instead.');
}

/** One job on offer: REQUESTED, with its `service_activity.created` event. */
async function requestJob(tx: Executor, viewer: Viewer, draft: ActivityDraft, detail: Record<string, unknown> = {}): Promise<number> {
  const id = await insertActivity(tx, draft);
  await recordHistory(tx, { activityId: id, action: 'request', from: null, to: 'REQUESTED', actor: actorOf(viewer), detail });
  await recordActivityEvent(tx, { viewer, activityId: id, action: 'request' });
  return id;
}

/**
 * A recurring series: the booked row moves REQUESTED → RECURRING_SERVICE_STARTED
 * (start_recurring, by the booker) and is never offered itself; its first visit,
 * a job of its own, is booked with it. Answers the series' id.
 */
async function startSeries(tx: Executor, viewer: Viewer, draft: ActivityDraft, weeks: number, firstVisitOn: string): Promise<number> {
  const seriesId = await requestJob(tx, viewer, { ...draft, repeatEveryWeeks: weeks });
  const series = (await lockActivity(tx, viewer, seriesId))!;
  const step = requireTransition(viewer, series, 'start_recurring');
  await updateActivity(tx, seriesId, { status: step.to });
  await recordHistory(tx, { activityId: seriesId, action: 'start_recurring', from: step.from, to: step.to, actor: actorOf(viewer), detail: { repeat_every_weeks: weeks, first_visit_on: firstVisitOn } });
  await requestJob(tx, viewer, { ...draft, visit: { seriesId, sequence: 1, dueOn: firstVisitOn } }, { series_id: seriesId, series_sequence: 1, visit_due_on: firstVisitOn });
  return seriesId;
}
