import type { Executor } from '../../db/client.js';
import type { ServiceActivityHistoryRow } from '../../db/__generated__/rows.js';
import { homeManagerIds, homeResidentIds } from '../../events/audiences.js';
import { recordEvent, type Actor, type NotificationDraft } from '../../events/record.js';
import { actorOf, type Viewer } from '../../http/viewer.js';
import { activityFacts, providerUserIds, type ActivityFacts } from './activity-events-repository.js';
import { recordTicketStep } from './ticket-steps.js';

type Action = ServiceActivityHistoryRow['action'];

/** Changes the home's managers hear of: the vendor's side of the job moved. */
const MANAGER_TOLD: Partial<Record<Action, string>> = {
  accept: 'took the job', assign: 'was given the job', schedule: 'scheduled the visit', reschedule: 'moved the visit',
  submit_complete: 'handed in the work for checking', submit_incomplete: 'handed in the work as incomplete',
  on_my_way: 'is on the way',
};
/** Changes the holder's people hear of: the manager's (or staff's) side moved. */
const VENDOR_TOLD: Partial<Record<Action, string>> = {
  assign: 'Hearth gave you a job', qa_approve: 'Work approved', qa_reject: 'Work sent back', cancel: 'Job canceled',
  remove_vendor: 'You were taken off a job',
};

/** The visit window in the home's time zone, e.g. "Fri, Nov 27, 9:00 AM – 11:00 AM (America/New_York)". */
export function describeWindow(f: Pick<ActivityFacts, 'scheduled_start' | 'scheduled_end' | 'time_zone'>): string {
  if (!f.scheduled_start || !f.scheduled_end) return '';
  const day = new Intl.DateTimeFormat('en-US', { timeZone: f.time_zone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone: f.time_zone, hour: 'numeric', minute: '2-digit' });
  const start = new Date(f.scheduled_start);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(f.scheduled_end))} (${f.time_zone})`;
}

/** "Expected in about 20 minutes (visit: …)". */
function describeArrival(f: ActivityFacts, etaMinutes: number | null | undefined): string {
  const window = describeWindow(f);
  return etaMinutes ? `Expected in about ${etaMinutes} minutes (visit: ${window}).` : `Visit: ${window}.`;
}

function managerDrafts(f: ActivityFacts, e: ActivityChangeEvent, managers: number[], note: string): NotificationDraft[] {
  const action = e.action;
  const what = MANAGER_TOLD[action];
  if (!what) return [];
  const body = action === 'schedule' || action === 'reschedule' ? describeWindow(f) : action === 'on_my_way' ? describeArrival(f, e.etaMinutes) : note;
  return managers.map((userId) => ({
    userId, group: 'manager_building', title: `${f.holder_name ?? 'The vendor'} ${what}: ${f.service_type_name} at ${f.building_title}`,
    body, linkPath: `/manager/service?service_activity=${f.id}`,
  }));
}

/** Vendors have no notification group of their own (no migration): "about your account" is theirs. */
function vendorDrafts(f: ActivityFacts, action: Action, vendors: number[], note: string): NotificationDraft[] {
  const what = VENDOR_TOLD[action];
  if (!what) return [];
  const linkPath = action === 'remove_vendor' ? '/vendor/my-jobs' : `/vendor/my-jobs?service_activity=${f.id}`;
  return vendors.map((userId) => ({ userId, group: 'tenant_user', title: `${what}: ${f.service_type_name} at ${f.building_title}`, body: note, linkPath }));
}

/**
 * Which access requirements bring an action to the residents: a visit they must be
 * home for is announced when set or moved; "on my way" also when the landlord lets
 * the vendor in (someone comes into their home soon).
 */
const RESIDENTS_TOLD: Partial<Record<Action, readonly string[]>> = {
  schedule: ['tenants_present'], reschedule: ['tenants_present'], on_my_way: ['tenants_present', 'landlord_present'],
};
const residentsHear = (f: ActivityFacts, action: Action) => RESIDENTS_TOLD[action]?.includes(f.access_requirement) ?? false;

/** Residents hear of a visit they must be home for: the service and the window only (never the price). */
function tenantDrafts(f: ActivityFacts, e: ActivityChangeEvent, residents: number[]): NotificationDraft[] {
  const action = e.action;
  if (!residentsHear(f, action)) return [];
  if (action === 'on_my_way') {
    return residents.map((userId) => ({ userId, group: 'tenant_user', title: `The vendor is on the way: ${f.service_type_name}`, body: describeArrival(f, e.etaMinutes) }));
  }
  const title = action === 'schedule' ? `A visit to your home: ${f.service_type_name}` : `A visit to your home moved: ${f.service_type_name}`;
  const body = `Please be home: ${describeWindow(f)}.`;
  return residents.map((userId) => ({ userId, group: 'tenant_user', title, body }));
}

export interface ActivityChangeEvent {
  /** Who made the change; without one, `actor` (the api's own: a series' next visit). */
  viewer?: Viewer;
  activityId: number;
  /** The history action of the change (`request` is `service_activity.created`, any other `service_activity.updated`). */
  action: Action;
  /** A vendor taken off the job (remove-vendor): its people are told and stay in the audience. */
  removedProviderId?: number | null;
  /** The note of the change (what is left, why canceled), shown in notifications. */
  note?: string;
  /** Who made the change when it is not the viewer: `automatic` for a series' next visit. */
  actor?: Actor;
  /** on_my_way: minutes until the vendor arrives, if they said. */
  etaMinutes?: number | null;
}

/**
 * Records one `service_activity.*` event for a change, in the change's transaction
 * (webhooks and notifications follow it). Audience: the home's managers (support
 * service) and the holder's people; staff read every event. A job booked for a
 * ticket also writes the step on the ticket's timeline (ticket-steps.ts).
 */
export async function recordActivityEvent(ex: Executor, e: ActivityChangeEvent): Promise<void> {
  const f = await activityFacts(ex, e.activityId);
  const managers = await homeManagerIds(ex, f.building_id, 'support_service');
  const vendors = await providerUserIds(ex, e.action === 'remove_vendor' ? e.removedProviderId ?? null : f.holder_provider_id);
  const holders = e.action === 'remove_vendor' ? [...vendors, ...await providerUserIds(ex, f.holder_provider_id)] : vendors;
  const note = e.note ?? '';
  const residents = residentsHear(f, e.action) ? await homeResidentIds(ex, f.building_id) : [];
  await recordEvent(ex, {
    type: e.action === 'request' ? 'service_activity.created' : 'service_activity.updated',
    actor: e.actor ?? (e.viewer ? actorOf(e.viewer) : { role: 'automatic', userId: null }),
    buildingId: f.building_id,
    subject: { type: 'service_activity', id: f.id },
    audience: [...managers, ...holders],
    data: {
      service_activity_id: f.id, building_id: f.building_id, action: e.action, status: f.status,
      holder_provider_id: f.holder_provider_id, scheduled_start: f.scheduled_start, scheduled_end: f.scheduled_end,
      ...(e.action === 'on_my_way' ? { eta_minutes: e.etaMinutes ?? null } : {}),
      ...(e.action === 'remove_vendor' ? { removed_provider_id: e.removedProviderId ?? null } : {}),
    },
    notify: [...managerDrafts(f, e, managers, note), ...vendorDrafts(f, e.action, vendors, note), ...tenantDrafts(f, e, residents)],
  });
  await recordTicketStep(ex, e, f);
}
