// Checks of the profile form. Interests are typed as one comma-separated line and
// sent as a list; spec §5 counts a profile complete with occupation, at least one
// interest and a roommate relationship preference.
import { z } from 'zod';

export const ROOMMATE_RELATIONSHIPS = ['MINIMAL', 'BALANCED', 'SOCIAL'] as const;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, { error: `${label} can be at most ${max} characters.` });

const digitCount = (v: string) => v.replace(/\D/g, '').length;

/**
 * People type phone numbers every which way; the api stores one form. Ten digits
 * are a US number (+1); anything longer keeps its country code.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (!digits) return '';
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export const profileSchema = z.object({
  firstName: optionalText(80, 'First name'),
  lastName: optionalText(80, 'Last name'),
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && digitCount(v) >= 10 && digitCount(v) <= 15), {
      error: 'Enter a phone number with its area code, like (919) 555-0142.',
    })
    .transform(normalizePhone),
  occupation: optionalText(120, 'Occupation'),
  interests: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((i) => i.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(40, { error: 'Keep each interest under 40 characters.' }))
        .max(20, { error: 'List at most 20 interests.' }),
    ),
  roommateRelationshipPreference: z.union([z.enum(ROOMMATE_RELATIONSHIPS), z.literal('')]),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormOutput = z.output<typeof profileSchema>;
