// Client-side checks of the public site's forms (zod), the same rules as the api's
// (api/routes/tally-form-submissions/forms.ts). The server checks again and its
// per-field userErrors land next to the same fields.
import { z } from 'zod';

const email = z.string().trim().min(1, { error: 'Enter your email address.' })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));
const required = (what: string, max: number) => z.string().trim()
  .min(1, { error: `Fill in ${what}.` }).max(max, { error: `Use at most ${max} characters.` });
const optional = (max: number) => z.string().trim().max(max, { error: `Use at most ${max} characters.` });
const phone = z.string().trim().refine((v) => v === '' || /^\+?[0-9 ().-]{7,25}$/.test(v), { error: 'Enter a phone number, e.g. +1 555 010 0100.' });
const date = z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'Enter a date.' });
/** Today on this device, as YYYY-MM-DD (a date input's value). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
const meetingDate = date.refine((v) => v === '' || v >= localToday(), { error: 'Choose a meeting date from today on: this date is in the past.' });
/** The honeypot: people never see it, so it stays empty; whatever a robot types goes through. */
const website = z.string();

export const PARTNER_TOPICS = [
  { value: 'property_management', label: 'Property management' },
  { value: 'investment', label: 'Investment' },
  { value: 'technology', label: 'Technology' },
  { value: 'other', label: 'Something else' },
] as const;

export const partnerMeetingSchema = z.object({
  fullName: required('your name', 100),
  email,
  company: required('your company', 120),
  jobTitle: optional(100),
  phone,
  topic: z.enum(['property_management', 'investment', 'technology', 'other'], { error: 'Choose what the meeting is about.' }),
  message: required('what you would like to talk about', 2000),
  preferredDate: meetingDate,
  website,
});

export const leaveFeedbackSchema = z.object({
  fullName: optional(100),
  email,
  rating: z.enum(['1', '2', '3', '4', '5'], { error: 'Rate us from 1 to 5.' }),
  message: required('your feedback', 2000),
  website,
});

export const realtorReferralSchema = z.object({
  fullName: required('your name', 100),
  email,
  brokerage: required('your brokerage', 120),
  licenseNumber: optional(40),
  phone,
  clientName: required("your client's name", 100),
  clientEmail: z.string().trim().refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Enter a valid email address, like name@example.com.' }),
  city: optional(100),
  moveInDate: date,
  notes: optional(2000),
  website,
});

export type PartnerMeetingValues = z.infer<typeof partnerMeetingSchema>;
export type LeaveFeedbackValues = z.infer<typeof leaveFeedbackSchema>;
export type RealtorReferralValues = z.infer<typeof realtorReferralSchema>;

/** An empty optional answer is left out, not sent as "". */
export function given<T extends Record<string, string>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()])) as { [K in keyof T]?: string };
}
