import { z } from 'zod';
import { ACCESS_REQUIREMENTS } from '../../../common/live.js';
import { APPOINTMENT_STATUSES, AUTOMATIC_PRICING_TYPES, MAX_REPEAT_EVERY_WEEKS, VENDOR_REMOVAL_REASONS } from '../../../common/services.js';
import { CursorParam, LimitParam } from '../../http/collection-params.js';
import { DbId, IdParam } from '../../http/fields.js';

const oneOf = (values: readonly string[]) => ({ error: `Use one of: ${values.join(', ')}.` });
const text = (max: number) => z.string({ error: 'Write text.' }).trim().max(max, { error: `Use at most ${max} characters.` });
const moment = (what: string) => z.iso.datetime({ offset: true, error: `Give the ${what} as an ISO date-time with its offset, e.g. 2026-12-07T09:00:00-05:00.` });

const PriceCents = z.number({ error: 'Give the pay in cents.' }).int({ error: 'Give the pay in whole cents.' })
  .min(0, { error: 'The pay cannot be negative.' }).max(10_000_000, { error: 'The pay can be at most 100000.00.' });

export const ActivitiesQuery = z.object({
  status: z.enum(APPOINTMENT_STATUSES, oneOf(APPOINTMENT_STATUSES)).optional(),
  building_id: IdParam.optional(),
  scope: z.enum(['open', 'mine'], oneOf(['open', 'mine'])).optional()
    .describe('open: jobs nobody holds (for a vendor: those offered to you); mine: jobs your company holds.'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const CreateActivityBody = z.object({
  building_id: DbId,
  service_type_id: DbId,
  maintenance_ticket_id: DbId.nullable().optional(),
  access_requirement: z.enum(ACCESS_REQUIREMENTS, oneOf(ACCESS_REQUIREMENTS)),
  access_notes: text(2000).default(''),
  notes: text(5000).default(''),
  price_cents: PriceCents.optional().describe('Sets the pay by hand (automatic_pricing_type manual); without it the type\'s price (service_type_default).'),
  repeat_every_weeks: z.number({ error: 'Give a number of weeks.' }).int({ error: 'Give whole weeks.' })
    .min(1, { error: 'Repeat every 1 to 12 weeks.' }).max(MAX_REPEAT_EVERY_WEEKS, { error: 'Repeat every 1 to 12 weeks.' }).optional()
    .describe('Books a recurring series (cleaning, inspections): one visit at a time, the next N weeks after the previous.'),
  first_visit_on: z.iso.date({ error: 'Give the day as YYYY-MM-DD.' }).optional()
    .describe('With repeat_every_weeks: the day the first visit is for (the home\'s calendar), today or later; default today.'),
}).strict().refine((b) => b.first_visit_on === undefined || b.repeat_every_weeks !== undefined,
  { error: 'A first visit day belongs to a recurring series: give repeat_every_weeks too.', path: ['first_visit_on'] });

export const PricingBody = z.object({ price_cents: PriceCents }).strict();
export const PricingTypeBody = z.object({
  automatic_pricing_type: z.enum(AUTOMATIC_PRICING_TYPES, oneOf(AUTOMATIC_PRICING_TYPES))
    .describe('service_type_default: the pay becomes the service type\'s price; manual: the pay stays and is yours to set (/pricing).'),
}).strict();
export const VendorInformationBody = z.object({ residential_service_provider_id: DbId }).strict();

/** schedule and reschedule: the visit, which must start in the future and fit the holder's opening hours. */
export const WindowBody = z.object({ scheduled_start: moment('start'), scheduled_end: moment('end') }).strict()
  .refine((w) => Date.parse(w.scheduled_end) > Date.parse(w.scheduled_start), { error: 'The visit must end after it starts.', path: ['scheduled_end'] })
  .refine((w) => Date.parse(w.scheduled_end) - Date.parse(w.scheduled_start) <= 12 * 3_600_000, { error: 'A visit lasts at most 12 hours.', path: ['scheduled_end'] });

export const CancelBody = z.object({ note: text(2000).default('') }).strict();

/** The statuses POST /status moves to (the rest have their own calls: schedule, unschedule, cancel). */
export const SETTABLE_STATUSES = ['SUBMITTED_PENDING_QA', 'SUBMITTED_VENDOR_INCOMPLETE', 'SUBMITTED_VENDOR_COMPLETE', 'APPOINTMENT_COMPLETED'] as const;
const ChecklistItem = z.object({ item: text(200).min(1, { error: 'Name the item.' }), done: z.boolean({ error: 'Use true or false.' }) }).strict();

/** A hand-in's photos: at most this many per hand-in. */
export const MAX_HAND_IN_PHOTOS = 20;

export const StatusBody = z.object({
  status: z.enum(SETTABLE_STATUSES, oneOf(SETTABLE_STATUSES)),
  note: text(5000).default(''),
  checklist: z.array(ChecklistItem, { error: 'Give a list of {item, done}.' }).max(50, { error: 'At most 50 items.' }).default([]),
  photo_file_ids: z.array(z.string({ error: 'Give the file_id of an upload.' }).max(64, { error: 'Give the file_id of an upload.' }), { error: 'Give a list of file ids.' })
    .max(MAX_HAND_IN_PHOTOS, { error: `At most ${MAX_HAND_IN_PHOTOS} photos.` }).default([])
    .describe('The holder\'s hand-in: uploads of purpose service_activity_photo (POST /signed-urls), each handed in once. At least one for SUBMITTED_PENDING_QA.'),
}).strict();

export const OnMyWayBody = z.object({
  eta_minutes: z.number({ error: 'Give the minutes until you arrive.' }).int({ error: 'Give whole minutes.' })
    .min(1, { error: 'Give 1 to 240 minutes.' }).max(240, { error: 'Give 1 to 240 minutes.' }).nullable().optional(),
}).strict();

export const RemoveVendorBody = z.object({
  reason: z.enum(VENDOR_REMOVAL_REASONS, oneOf(VENDOR_REMOVAL_REASONS)),
  note: text(2000).default(''),
}).strict();

export const TAGS = ['service marketplace'];
