import { z } from 'zod';
import { ACCESS_REQUIREMENTS } from '../../../common/live.js';
import { APPOINTMENT_STATUSES, AUTOMATIC_PRICING_TYPES, SERVICE_TEMPLATES, VENDOR_SERVICE_CATEGORIES } from '../../../common/services.js';
import { APPOINTMENT_ACTIONS } from '../../domain/services/appointment-status.js';
import type { Viewer } from '../../http/viewer.js';
import type { ActivityRow } from './activities-repository.js';
import { actionsOf, detailOf } from './activity-access.js';
import type { PhotoDto } from './hand-in-photos.js';
import type { HistoryRow } from './history-repository.js';

const PhotoSchema = z.object({
  file_id: z.string(), url: z.string().describe('Signed read address, valid about a week.'), file_name: z.string(),
  hand_in: z.enum(['submit_complete', 'submit_incomplete']).describe('The hand-in the photo came with.'),
  handed_in_at: z.string(),
});

const HistorySchema = z.object({
  action: z.string(), from_status: z.enum(APPOINTMENT_STATUSES).nullable(), to_status: z.enum(APPOINTMENT_STATUSES),
  actor_role: z.string(), actor_user_id: z.number().int().nullable(), holder_provider_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()), created_at: z.string(),
});

const SeriesVisitSchema = z.object({
  id: z.number().int(), series_sequence: z.number().int(), status: z.enum(APPOINTMENT_STATUSES), visit_due_on: z.string(),
  scheduled_start: z.string().nullable(), price_cents: z.number().int(), automatic_pricing_type: z.enum(AUTOMATIC_PRICING_TYPES),
  holder_name: z.string().nullable(),
});

export const ActivitySchema = z.object({
  id: z.number().int(),
  building_id: z.number().int().nullable().describe('Null in the offer view: the home\'s id would lead to its listing and street.'),
  status: z.enum(APPOINTMENT_STATUSES),
  detail: z.enum(['full', 'offer', 'visit']).describe('full: the holder, the home\'s managers, staff. offer: a vendor the open job is offered to '
    + '(no street, zip, access or ticket). visit: a tenant of the home (what comes and when).'),
  service_type: z.object({ id: z.number().int(), name: z.string(), template: z.enum(SERVICE_TEMPLATES).nullable(), service_category: z.enum(VENDOR_SERVICE_CATEGORIES) }),
  scheduled_start: z.string().nullable(),
  scheduled_end: z.string().nullable(),
  time_zone: z.string().describe('The home\'s zone: show the visit in it.'),
  home: z.object({ city: z.string(), state: z.string(), region: z.string().nullable(), title: z.string().nullable(), street: z.string().nullable(), zip: z.string().nullable() }),
  access_requirement: z.enum(ACCESS_REQUIREMENTS).nullable(),
  access_method: z.string().nullable(),
  access_notes: z.string().nullable(),
  notes: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  automatic_pricing_type: z.enum(AUTOMATIC_PRICING_TYPES).nullable()
    .describe('Where the pay comes from: the service type\'s price or set by hand (POST /{id}/automatic-pricing-type). Null for tenants.'),
  repeat_every_weeks: z.number().int().nullable().describe('A recurring series (RECURRING_SERVICE_STARTED) and its visits: the cadence in weeks.'),
  series: z.object({ id: z.number().int(), sequence: z.number().int(), visit_due_on: z.string() }).nullable()
    .describe('A visit of a recurring series: the series, the visit\'s number and the day (home\'s calendar) it is for.'),
  visits: z.array(SeriesVisitSchema).optional().describe('A series read on its own, in full: its visits, first to last; the open one is the next visit.'),
  maintenance_ticket_id: z.number().int().nullable(),
  holder: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  held_by_viewer: z.boolean(),
  submission: z.object({ notes: z.string(), checklist: z.array(z.unknown()), submitted_at: z.string() }).nullable(),
  on_my_way: z.object({ at: z.string(), eta_minutes: z.number().int().nullable() }).nullable()
    .describe('The holder said they are on the way to the current visit (the latest one counts); shown to those who see the job in full and to tenants.'),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  viewer_may: z.array(z.enum(APPOINTMENT_ACTIONS)).describe('The actions the caller may take now (the status table narrowed by who holds the job).'),
  history: z.array(HistorySchema).optional().describe('Single reads with detail full: the job\'s timeline.'),
  photos: z.array(PhotoSchema).optional().describe('Single reads with detail full (the holder, the home\'s managers, staff): the photos handed in '
    + 'with the work, hand-in by hand-in. Never for other vendors or tenants.'),
});
export type ActivityDto = z.infer<typeof ActivitySchema>;

/** The job as the viewer may see it: a vendor without the job never gets the address or access details. */
export function toActivityDto(viewer: Viewer, a: ActivityRow, history?: readonly HistoryRow[], photos?: readonly PhotoDto[]): ActivityDto {
  const detail = detailOf(viewer, a);
  const full = detail === 'full';
  const priced = detail !== 'visit';
  return {
    id: a.id, building_id: detail === 'offer' ? null : a.building_id, status: a.status, detail,
    service_type: { id: a.service_type_id, name: a.service_type_name, template: a.service_type_template, service_category: a.service_category },
    scheduled_start: a.scheduled_start, scheduled_end: a.scheduled_end, time_zone: a.time_zone,
    home: { city: a.city, state: a.state, region: a.region, title: full ? a.building_title : null, street: full ? a.street : null, zip: full ? a.zip : null },
    access_requirement: full ? a.access_requirement : null,
    access_method: full ? a.access_method : null,
    access_notes: full ? a.access_notes : null,
    notes: priced ? a.notes : null,
    price_cents: priced ? a.price_cents : null,
    automatic_pricing_type: priced ? a.automatic_pricing_type : null,
    repeat_every_weeks: a.series_repeat_every_weeks,
    series: a.series_id !== null ? { id: a.series_id, sequence: a.series_sequence!, visit_due_on: a.visit_due_on! } : null,
    ...(full && a.series_visits && a.repeat_every_weeks !== null ? { visits: a.series_visits } : {}),
    maintenance_ticket_id: full ? a.maintenance_ticket_id : null,
    holder: full && a.holder_provider_id !== null ? { id: a.holder_provider_id, name: a.holder_name ?? '' } : null,
    held_by_viewer: a.viewer_holds,
    submission: full && a.submitted_at ? { notes: a.submission_notes, checklist: a.submission_checklist as unknown[], submitted_at: a.submitted_at } : null,
    on_my_way: detail !== 'offer' && a.on_my_way_at ? { at: a.on_my_way_at, eta_minutes: a.on_my_way_eta_minutes } : null,
    created_at: a.created_at, updated_at: a.updated_at, completed_at: a.completed_at, canceled_at: a.canceled_at,
    viewer_may: actionsOf(viewer, a),
    ...(full && history ? { history: history.map(({ id: _id, service_activity_id: _a, ...h }) => h) } : {}),
    ...(full && photos ? { photos: [...photos] } : {}),
  };
}
