import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import type { Viewer } from '../../http/viewer.js';
import type {
  BuildingsRow, ResidentialServiceProvidersRow, ServiceActivitiesRow, ServiceTypesRow,
} from '../../db/__generated__/rows.js';
import type { AppointmentStatus, AutomaticPricingType, ServiceTemplate, VendorServiceCategory } from '../../../common/services.js';
import { eligibleVendor, heldByViewer, managesColumn, visibleCondition } from './activity-visibility-repository.js';

/** A job with its home, type and holder, and what the viewer is to it. */
export interface ActivityRow extends Omit<ServiceActivitiesRow, 'status'> {
  status: AppointmentStatus;
  service_type_name: ServiceTypesRow['name'];
  service_type_template: ServiceTemplate | null;
  service_category: VendorServiceCategory;
  building_title: BuildingsRow['title'];
  street: BuildingsRow['street'];
  city: BuildingsRow['city'];
  state: BuildingsRow['state'];
  zip: BuildingsRow['zip'];
  region: BuildingsRow['region'];
  access_method: BuildingsRow['access_method'];
  holder_name: ResidentialServiceProvidersRow['name'] | null;
  /** The cadence: the series' own, or (a visit) its series'. */
  series_repeat_every_weeks: number | null;
  /** Single reads: a series' visits, first to last (lists: null). */
  series_visits?: SeriesVisitRow[] | null;
  /** Staff, or a manager of the home in the manager role. */
  viewer_manages: boolean;
  /** The viewer's provider holds the job (vendor role). */
  viewer_holds: boolean;
}

/** A visit as its series lists it. */
export interface SeriesVisitRow {
  id: number;
  series_sequence: number;
  status: AppointmentStatus;
  visit_due_on: string;
  scheduled_start: string | null;
  price_cents: number;
  automatic_pricing_type: AutomaticPricingType;
  holder_name: string | null;
}

/** A series' visits as JSON, for single reads (a series has a handful; the (series, sequence) index finds them). */
const seriesVisits = sql`coalesce((SELECT json_agg(json_build_object('id', v.id, 'series_sequence', v.series_sequence, 'status', v.status,
    'visit_due_on', v.visit_due_on::text, 'scheduled_start', ${isoOf(sql`v.scheduled_start`)}, 'price_cents', v.price_cents,
    'automatic_pricing_type', v.automatic_pricing_type, 'holder_name', vp.name) ORDER BY v.series_sequence)
  FROM service_activities v LEFT JOIN residential_service_providers vp ON vp.id = v.holder_provider_id
  WHERE v.series_id = a.id AND a.repeat_every_weeks IS NOT NULL), '[]'::json)`;

const selectActivities = (viewer: Viewer, withVisits = false): SQL => sql`
  SELECT a.id, a.building_id, a.maintenance_ticket_id, a.service_type_id, a.status, a.holder_provider_id,
    ${isoOf(sql`a.held_since`)} AS held_since, ${isoOf(sql`a.scheduled_start`)} AS scheduled_start, ${isoOf(sql`a.scheduled_end`)} AS scheduled_end,
    a.time_zone, a.access_requirement, a.access_notes, a.notes, a.price_cents, a.submission_notes, a.submission_checklist,
    a.requested_by_user_id, a.requested_by_actor_role,
    a.repeat_every_weeks, a.series_id, a.series_sequence, a.visit_due_on::text AS visit_due_on, a.automatic_pricing_type,
    coalesce(a.repeat_every_weeks, sr.repeat_every_weeks) AS series_repeat_every_weeks,
    ${withVisits ? seriesVisits : sql`NULL`} AS series_visits,
    ${isoOf(sql`a.on_my_way_at`)} AS on_my_way_at, a.on_my_way_eta_minutes,
    ${isoOf(sql`a.submitted_at`)} AS submitted_at, ${isoOf(sql`a.completed_at`)} AS completed_at, ${isoOf(sql`a.canceled_at`)} AS canceled_at,
    ${isoOf(sql`a.created_at`)} AS created_at, ${isoOf(sql`a.updated_at`)} AS updated_at,
    st.name AS service_type_name, st.template AS service_type_template, st.service_category,
    b.title AS building_title, b.street, b.city, b.state, b.zip, b.region, b.access_method,
    hp.name AS holder_name,
    ${managesColumn(viewer)} AS viewer_manages, ${heldByViewer(viewer)} AS viewer_holds
  FROM service_activities a JOIN service_types st ON st.id = a.service_type_id JOIN buildings b ON b.id = a.building_id
  LEFT JOIN residential_service_providers hp ON hp.id = a.holder_provider_id
  LEFT JOIN service_activities sr ON sr.id = a.series_id`;

export interface ActivityFilters {
  status?: AppointmentStatus;
  buildingId?: number;
  /** Vendor lists: `open` jobs offered to them, or `mine` (held by their provider). */
  scope?: 'open' | 'mine';
}

/** A page of the jobs the viewer may see, newest first (keyset on id). */
export async function listActivities(ex: Executor, viewer: Viewer, f: ActivityFilters, beforeId: number | null, limit: number): Promise<ActivityRow[]> {
  const conditions = [
    visibleCondition(viewer),
    f.status === undefined ? null : sql`a.status = ${f.status}`,
    f.buildingId === undefined ? null : sql`a.building_id = ${f.buildingId}`,
    f.scope === 'open' ? sql`a.holder_provider_id IS NULL` : null,
    f.scope === 'mine' ? heldByViewer(viewer) : null,
    beforeId === null ? null : sql`a.id < ${beforeId}`,
  ].filter((c): c is SQL => c !== null);
  return rows<ActivityRow>(ex, sql`${selectActivities(viewer)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY a.id DESC LIMIT ${limit}`);
}

export async function findVisibleActivity(ex: Executor, viewer: Viewer, id: number): Promise<ActivityRow | null> {
  const [row] = await rows<ActivityRow>(ex, sql`${selectActivities(viewer, true)} WHERE a.id = ${id} AND ${visibleCondition(viewer)}`);
  return row ?? null;
}

/** The jobs of `ids` the viewer may see (each as findVisibleActivity finds it), newest first; the others are left out. */
export async function findVisibleActivities(ex: Executor, viewer: Viewer, ids: readonly number[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  return rows<ActivityRow>(ex, sql`${selectActivities(viewer, true)} WHERE a.id = ANY (${`{${ids.join(',')}}`}::int[]) AND ${visibleCondition(viewer)}
    ORDER BY a.id DESC`);
}

/**
 * Locks the job for a write (two writers take turns, so each reads the status and
 * holder it changes) and answers it as the viewer sees it, or null if invisible.
 * `forAccept` widens "sees" to a vendor who could take it, whoever holds it now.
 */
export async function lockActivity(ex: Executor, viewer: Viewer, id: number, forAccept = false): Promise<ActivityRow | null> {
  // A visit's series is locked first, the order canceling the series takes (series,
  // then its open visit), so a visit's cancel or payment and the series' cancel
  // never wait on each other crosswise; series_id never changes, so reading it unlocked is safe.
  await ex.execute(sql`SELECT s.id FROM service_activities v JOIN service_activities s ON s.id = v.series_id WHERE v.id = ${id} FOR UPDATE OF s`);
  const locked = await rows(ex, sql`SELECT id FROM service_activities WHERE id = ${id} FOR UPDATE`);
  if (locked.length === 0) return null;
  const condition = forAccept ? eligibleVendor(viewer) : visibleCondition(viewer);
  const [row] = await rows<ActivityRow>(ex, sql`${selectActivities(viewer)} WHERE a.id = ${id} AND ${condition}`);
  return row ?? null;
}

export interface ActivityDraft {
  buildingId: number;
  maintenanceTicketId: number | null;
  serviceTypeId: number;
  timeZone: string;
  accessRequirement: string;
  accessNotes: string;
  notes: string;
  priceCents: number;
  requestedBy: number;
  actorRole: 'hearth-team' | 'manager' | 'automatic';
  automaticPricingType: AutomaticPricingType;
  /** A series: its cadence (the row becomes RECURRING_SERVICE_STARTED). */
  repeatEveryWeeks?: number | null;
  /** A visit of a series: the series, its number and the day it is for. */
  visit?: { seriesId: number; sequence: number; dueOn: string } | null;
}

export async function insertActivity(ex: Executor, d: ActivityDraft): Promise<number> {
  const [row] = await rows<Pick<ServiceActivitiesRow, 'id'>>(ex, sql`
    INSERT INTO service_activities (building_id, maintenance_ticket_id, service_type_id, time_zone, access_requirement, access_notes,
      notes, price_cents, requested_by_user_id, requested_by_actor_role, automatic_pricing_type, repeat_every_weeks,
      series_id, series_sequence, visit_due_on)
    VALUES (${d.buildingId}, ${d.maintenanceTicketId}, ${d.serviceTypeId}, ${d.timeZone}, ${d.accessRequirement}, ${d.accessNotes},
      ${d.notes}, ${d.priceCents}, ${d.requestedBy}, ${d.actorRole}, ${d.automaticPricingType}, ${d.repeatEveryWeeks ?? null},
      ${d.visit?.seriesId ?? null}, ${d.visit?.sequence ?? null}, ${d.visit?.dueOn ?? null}::date)
    RETURNING id`);
  return row!.id;
}

/**
 * THE holder guarantee: sets the holder only where nobody holds an open job. Of two
 * vendors accepting at once, one row comes back to the first and none to the second.
 */
export async function takeJob(ex: Executor, id: number, providerId: number): Promise<boolean> {
  const taken = await rows(ex, sql`UPDATE service_activities SET holder_provider_id = ${providerId}, held_since = now(), updated_at = now()
    WHERE id = ${id} AND holder_provider_id IS NULL AND status = 'REQUESTED' RETURNING id`);
  return taken.length === 1;
}

export interface ActivityChange {
  status?: AppointmentStatus;
  /** [start, end] ISO, or null to clear the visit. */
  window?: [string, string] | null;
  /** Clear the holder (remove_vendor): the job is offered again. */
  releaseHolder?: boolean;
  submission?: { notes: string; checklist: unknown[] };
  priceCents?: number;
  automaticPricingType?: AutomaticPricingType;
  /** The holder is on the way (the ETA in minutes, or null for none given); replaces an earlier one. */
  onMyWay?: { etaMinutes: number | null };
}

/** Applies a change the status table allowed; the timestamps follow the status (the table's CHECKs). */
export async function updateActivity(ex: Executor, id: number, c: ActivityChange): Promise<void> {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (c.status !== undefined) {
    parts.push(sql`status = ${c.status}`,
      sql`completed_at = ${c.status === 'APPOINTMENT_COMPLETED' ? sql`now()` : sql`NULL`}`,
      sql`canceled_at = ${c.status === 'APPOINTMENT_CANCELED' ? sql`coalesce(canceled_at, now())` : sql`NULL`}`);
  }
  if (c.window !== undefined) {
    parts.push(c.window ? sql`scheduled_start = ${c.window[0]}::timestamptz, scheduled_end = ${c.window[1]}::timestamptz`
      : sql`scheduled_start = NULL, scheduled_end = NULL`);
    // "On my way" was about the visit that is now set anew, moved or gone.
    if (!c.onMyWay) parts.push(sql`on_my_way_at = NULL, on_my_way_eta_minutes = NULL`);
  }
  if (c.onMyWay) parts.push(sql`on_my_way_at = now(), on_my_way_eta_minutes = ${c.onMyWay.etaMinutes}`);
  if (c.priceCents !== undefined) parts.push(sql`price_cents = ${c.priceCents}`);
  if (c.automaticPricingType !== undefined) parts.push(sql`automatic_pricing_type = ${c.automaticPricingType}`);
  if (c.releaseHolder) parts.push(sql`holder_provider_id = NULL, held_since = NULL`);
  if (c.submission) {
    parts.push(sql`submission_notes = ${c.submission.notes}`, sql`submission_checklist = ${JSON.stringify(c.submission.checklist)}::jsonb`,
      sql`submitted_at = now()`);
  }
  await ex.execute(sql`UPDATE service_activities SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}

/** Whether the job is offered to provider `providerId` (onboarded, its category and the home's region): who staff may assign. */
export async function offeredToProvider(ex: Executor, activityId: number, providerId: number): Promise<boolean> {
  const found = await rows(ex, sql`SELECT 1 FROM service_activities a JOIN service_types st ON st.id = a.service_type_id
    JOIN buildings b ON b.id = a.building_id JOIN residential_service_providers p ON p.id = ${providerId}
    WHERE a.id = ${activityId} AND p.service_provider_onboarding_completed_at IS NOT NULL
      AND st.service_category = ANY (p.service_categories) AND b.region = ANY (p.regions)`);
  return found.length > 0;
}

export async function buildingOf(ex: Executor, id: number): Promise<Pick<BuildingsRow, 'id' | 'region' | 'state'> | null> {
  const [row] = await rows<Pick<BuildingsRow, 'id' | 'region' | 'state'>>(ex, sql`SELECT id, region, state FROM buildings WHERE id = ${id}`);
  return row ?? null;
}

export async function ticketBuilding(ex: Executor, ticketId: number): Promise<number | null> {
  const [row] = await rows<{ building_id: number }>(ex, sql`SELECT building_id FROM maintenance_tickets WHERE id = ${ticketId}`);
  return row?.building_id ?? null;
}

/** The home's owner, whose manager ledger a service is charged to. */
export async function ownerOfHome(ex: Executor, buildingId: number): Promise<BuildingsRow['manager_user_id']> {
  const [row] = await rows<Pick<BuildingsRow, 'manager_user_id'>>(ex, sql`SELECT manager_user_id FROM buildings WHERE id = ${buildingId}`);
  return row!.manager_user_id;
}
