import { z } from 'zod';
import { EmailSchema } from '../auth/auth-schemas.js';
import { CalendarDate } from '../../http/fields.js';

/**
 * The public site's forms (docs/form-submissions.md): each form's fields, validated
 * strictly (unknown keys are refused) so staff only ever read what the form asks.
 */
export const FORMS = ['partner_meeting', 'leave_feedback', 'realtor_referral'] as const;
export type FormName = (typeof FORMS)[number];

const text = (max: number, what = 'this') => z.string().trim()
  .min(1, { error: `Fill in ${what}.` }).max(max, { error: `Use at most ${max} characters.` });
const optionalText = (max: number) => z.string().trim().max(max, { error: `Use at most ${max} characters.` }).optional();
const Phone = z.string().trim().regex(/^\+?[0-9 ().-]{7,25}$/, { error: 'Enter a phone number, e.g. +1 555 010 0100.' }).optional();

export const PARTNER_TOPICS = ['property_management', 'investment', 'technology', 'other'] as const;

/**
 * The first day a meeting can be asked for: yesterday in UTC, so "today" where the
 * visitor is (behind UTC by up to a day) is never refused.
 */
export function earliestMeetingDate(now = new Date()): string {
  return new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);
}

export const PartnerMeetingFields = z.object({
  full_name: text(100, 'your name'),
  company: text(120, 'your company'),
  job_title: optionalText(100),
  phone: Phone,
  topic: z.enum(PARTNER_TOPICS, { error: `Choose one of ${PARTNER_TOPICS.join(', ')}.` }),
  message: text(2000, 'what you would like to talk about'),
  preferred_date: CalendarDate()
    .refine((d) => d >= earliestMeetingDate(), { error: 'Choose a meeting date from today on: this date is in the past.' })
    .optional(),
}).strict();

export const LeaveFeedbackFields = z.object({
  full_name: optionalText(100),
  rating: z.number({ error: 'Rate us from 1 to 5.' }).int({ error: 'Rate us from 1 to 5.' })
    .min(1, { error: 'Rate us from 1 to 5.' }).max(5, { error: 'Rate us from 1 to 5.' }),
  message: text(2000, 'your feedback'),
  page: z.string().trim().regex(/^\/[\x21-\x7e]{0,299}$/, { error: 'A page is a path on the site, e.g. /listings.' }).optional(),
}).strict();

export const RealtorReferralFields = z.object({
  full_name: text(100, 'your name'),
  brokerage: text(120, 'your brokerage'),
  license_number: optionalText(40),
  phone: Phone,
  client_name: text(100, 'your client\'s name'),
  client_email: EmailSchema.optional(),
  city: optionalText(100),
  move_in_date: CalendarDate().optional(),
  notes: optionalText(2000),
}).strict();

export const FORM_FIELDS = {
  partner_meeting: PartnerMeetingFields,
  leave_feedback: LeaveFeedbackFields,
  realtor_referral: RealtorReferralFields,
} as const;

/** The honeypot: a field people never see (hidden on the page), that form-filling robots fill. */
const Honeypot = z.string().max(500).optional().describe('Leave empty: a hidden field that only robots fill in.');

const submission = <F extends FormName, T extends z.ZodType>(form: F, fields: T) =>
  z.object({ form: z.literal(form), email: EmailSchema, fields, website: Honeypot }).strict();

export const FormSubmissionBody = z.discriminatedUnion('form', [
  submission('partner_meeting', PartnerMeetingFields),
  submission('leave_feedback', LeaveFeedbackFields),
  submission('realtor_referral', RealtorReferralFields),
], { error: `form must be one of ${FORMS.join(', ')}.` });
export type FormSubmissionInput = z.infer<typeof FormSubmissionBody>;
