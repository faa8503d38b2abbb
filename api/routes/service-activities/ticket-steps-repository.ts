import { rows, sql, type Executor } from '../../db/client.js';
import type {
  MaintenanceTicketsRow, ResidentialServiceProvidersRow, ServiceActivitiesRow, ServiceActivityHistoryRow,
} from '../../db/__generated__/rows.js';
import type { TicketType } from '../../../common/live.js';

/** The ticket a job was booked for, or null. */
export async function ticketOfActivity(ex: Executor, activityId: number): Promise<number | null> {
  const [row] = await rows<Pick<ServiceActivitiesRow, 'maintenance_ticket_id'>>(ex, sql`
    SELECT maintenance_ticket_id FROM service_activities WHERE id = ${activityId}`);
  return row?.maintenance_ticket_id ?? null;
}

/** The ticket's job that is neither completed nor canceled (at most one: service_activities_live_ticket_idx). */
export async function liveActivityOfTicket(ex: Executor, ticketId: number): Promise<number | null> {
  const [row] = await rows<Pick<ServiceActivitiesRow, 'id'>>(ex, sql`SELECT id FROM service_activities
    WHERE maintenance_ticket_id = ${ticketId} AND status NOT IN ('APPOINTMENT_COMPLETED', 'APPOINTMENT_CANCELED')`);
  return row?.id ?? null;
}

/** Locks the ticket a booking names, so two bookings for one ticket take turns. */
export async function lockTicketForBooking(ex: Executor, ticketId: number): Promise<void> {
  await ex.execute(sql`SELECT id FROM maintenance_tickets WHERE id = ${ticketId} FOR UPDATE`);
}

/** The history line the change just wrote (same transaction): its detail has the reason, note or window. */
export async function latestHistory(ex: Executor, activityId: number): Promise<Pick<ServiceActivityHistoryRow, 'action' | 'detail'> | null> {
  const [row] = await rows<Pick<ServiceActivityHistoryRow, 'action' | 'detail'>>(ex, sql`SELECT action, detail FROM service_activity_history
    WHERE service_activity_id = ${activityId} ORDER BY id DESC LIMIT 1`);
  return row ?? null;
}

export async function providerName(ex: Executor, providerId: number | null): Promise<string | null> {
  if (providerId === null) return null;
  const [row] = await rows<Pick<ResidentialServiceProvidersRow, 'name'>>(ex, sql`SELECT name FROM residential_service_providers WHERE id = ${providerId}`);
  return row?.name ?? null;
}

/** A Tenant Support Ticket becomes a Service Request once a service is booked for it (spec §3 ticket types). */
export async function becomeServiceRequest(ex: Executor, ticketId: number): Promise<boolean> {
  const changed = await rows<Pick<MaintenanceTicketsRow, 'id'>>(ex, sql`UPDATE maintenance_tickets
    SET ticket_type = ${'residential_service_ticket' satisfies TicketType}, updated_at = now()
    WHERE id = ${ticketId} AND ticket_type = ${'maintenance_request' satisfies TicketType} RETURNING id`);
  return changed.length === 1;
}
