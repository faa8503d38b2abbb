import { z } from 'zod';
import { REFERENCE_SOURCE_TYPES } from '../../../common/enums.js';

/** References one applicant may list; enough for a rental history, few enough to read. */
export const MAX_REFERENCES = 5;

const Day = z.iso.date({ error: 'Use a date like 2024-06-01.' });
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).transform((v) => v || null).nullable();

const fields = {
  source_type: z.enum(REFERENCE_SOURCE_TYPES, { error: 'Choose who this reference is.' }),
  referee_name: z.string({ error: 'Enter the reference\'s name.' }).trim()
    .min(1, { error: 'Enter the reference\'s name.' }).max(100, { error: 'Use at most 100 characters.' }),
  referee_email: z.string({ error: 'Enter an email address.' }).trim().toLowerCase()
    .pipe(z.email({ error: 'Enter an email address, like name@example.com.' }).max(254, { error: 'Use at most 254 characters.' })),
  referee_phone: z.string().trim()
    .transform((v) => v || null)
    .pipe(z.string().regex(/^\+?[0-9][0-9 ().-]{5,18}[0-9]$/, { error: 'Enter a phone number, e.g. +1 919 555 0100.' }).nullable())
    .nullable(),
  property_address: optionalText(200, 'Use at most 200 characters.'),
  monthly_rent_cents: z.number({ error: 'Enter the monthly rent in cents.' }).int({ error: 'Enter the monthly rent in whole cents.' })
    .min(0, { error: 'Rent cannot be negative.' }).max(10_000_000, { error: 'Enter a monthly rent under $100,000.' }).nullable(),
  start_date: Day.nullable(),
  end_date: Day.nullable(),
};

/** End before start is a mistake worth naming on the end date, also while other fields are wrong. */
type Dates = { start_date?: string | null; end_date?: string | null };
type DateCheck = [(value: Dates) => boolean, { path: string[]; message: string; when: (payload: { value: unknown }) => boolean }];

const datesInOrder: DateCheck = [
  (value: Dates) =>
    !(typeof value.start_date === 'string' && typeof value.end_date === 'string' && value.end_date < value.start_date),
  {
    path: ['end_date'],
    message: 'The end date must be on or after the start date.',
    // Checked even when other fields failed, so the form shows every problem at once.
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v === 'object' && v !== null && Day.safeParse(v.start_date).success && Day.safeParse(v.end_date).success;
    },
  },
];

export const ReferenceCreateBody = z.object({
  ...fields,
  referee_phone: fields.referee_phone.optional(),
  property_address: fields.property_address.optional(),
  monthly_rent_cents: fields.monthly_rent_cents.optional(),
  start_date: fields.start_date.optional(),
  end_date: fields.end_date.optional(),
}).strict().refine(...datesInOrder);
export type ReferenceCreate = z.infer<typeof ReferenceCreateBody>;

export const ReferencePatchBody = z.object(fields).partial().strict().refine(...datesInOrder);
export type ReferencePatch = z.infer<typeof ReferencePatchBody>;

export const SkipBody = z.object({
  reason: z.string({ error: 'Tell us why you have no references.' }).trim()
    .min(3, { error: 'Tell us why you have no references.' }).max(500, { error: 'Keep it under 500 characters.' }),
}).strict();

/**
 * Where a reference stands: `draft` (not sent yet), `requested` (the referee has a
 * working link), `expired` (the link ran out unanswered; submitting sends a new
 * one), `answered`. The answers themselves are not shown to the applicant.
 */
export const REFERENCE_STATUSES = ['draft', 'requested', 'expired', 'answered'] as const;

export const ReferenceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  source_type: z.enum(REFERENCE_SOURCE_TYPES),
  referee_name: z.string(),
  referee_email: z.string(),
  referee_phone: z.string().nullable(),
  property_address: z.string().nullable(),
  monthly_rent_cents: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(REFERENCE_STATUSES),
  request_sent_at: z.iso.datetime().nullable(),
  answered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ReferenceDto = z.infer<typeof ReferenceSchema>;

export const StepResponse = z.object({
  results: z.array(ReferenceSchema),
  lifecycle_tenant_references_step_completed_at: z.iso.datetime()
    .describe('When the references step of the caller\'s active applications was completed (now, or earlier).'),
  lifecycles_updated: z.number().int().describe('Active applications whose references step this call completed.'),
});
