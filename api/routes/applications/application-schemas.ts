import { z } from 'zod';
import { APPLICANT_WITHDRAWAL_REASONS, valuesOf } from '../../../common/application-reasons.js';
import { PET_OPTIONS } from '../../../common/enums.js';
import { isCalendarDate } from '../../http/fields.js';
import { CursorParam, LimitParam } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';

const CalendarDate = (what: string) => z.string({ error: `Give the ${what} as YYYY-MM-DD.` })
  .refine(isCalendarDate, { error: `Give the ${what} as a real date, YYYY-MM-DD.` });

/** Forms send "" for a field left empty: that is "not given". */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** Spec §3 submit-application payload. */
export const SubmitApplicationBody = z.object({
  user_id: IdParam.describe('Must be the caller\'s own id.'),
  bedroom_listing_id: IdParam.describe('A bedroom of a listed home.'),
  move_in_date: CalendarDate('move-in date'),
  move_out_date: CalendarDate('move-out date'),
  pets: z.array(z.enum(PET_OPTIONS, { error: `Pets are ${PET_OPTIONS.join(', ')}.` }))
    .transform((list) => [...new Set(list)]).default([]),
  guarantor_name: optionalText(z.string().trim().max(100, { error: 'Use at most 100 characters.' })),
  guarantor_email: optionalText(z.string().trim().toLowerCase()
    .pipe(z.email({ error: 'Enter an email address, e.g. name@example.com.' }).max(254))),
  promo_code: optionalText(z.string().trim().toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9_-]{1,40}$/, { error: 'Promo codes are letters and digits.' }))),
}).strict();
export type SubmitApplication = z.infer<typeof SubmitApplicationBody>;

export const BooleanParam = z.enum(['true', 'false'], { error: 'Use true or false.' }).transform((v) => v === 'true').optional();

export const ApplicationsQuery = z.object({
  exclude_deactivated: BooleanParam,
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const WithdrawBody = z.object({
  reason: z.enum(valuesOf(APPLICANT_WITHDRAWAL_REASONS), { error: 'Choose why you are withdrawing.' }),
}).strict();
