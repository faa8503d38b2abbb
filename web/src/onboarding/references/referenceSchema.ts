// The reference form's checks, in the words it shows. The api checks the same
// (api/routes/tenant-rental-references); these answer before a round trip.
import { z } from 'zod';
import { REFERENCE_SOURCE_TYPES } from '../../../../common/enums';

export const SOURCE_TYPES = REFERENCE_SOURCE_TYPES.map((t) => t.toUpperCase()) as Uppercase<(typeof REFERENCE_SOURCE_TYPES)[number]>[];

const optional = (max: number) => z.string().trim().max(max, { error: `Use at most ${max} characters.` }).transform((v) => v || null);
const day = z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'Use a date like 2024-06-01.' }).transform((v) => v || null);

export const referenceSchema = z.object({
  sourceType: z.enum(SOURCE_TYPES as [string, ...string[]], { error: 'Choose who this reference is.' }),
  refereeName: z.string().trim().min(1, { error: 'Enter your reference\'s name.' }).max(100, { error: 'Use at most 100 characters.' }),
  refereeEmail: z.string().trim().min(1, { error: 'Enter their email address: we send them a short form.' })
    .pipe(z.email({ error: 'Enter an email address, like name@example.com.' })),
  refereePhone: optional(25),
  propertyAddress: optional(200),
  monthlyRent: z.string().trim()
    .refine((v) => v === '' || /^\d{1,6}(\.\d{1,2})?$/.test(v.replace(/[$,]/g, '')), { error: 'Enter the rent in dollars, like 950.' })
    .transform((v) => (v === '' ? null : Math.round(Number(v.replace(/[$,]/g, '')) * 100))),
  startDate: day,
  endDate: day,
}).refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, { path: ['endDate'], error: 'The end date must be on or after the start date.' });

export type ReferenceFormInput = z.input<typeof referenceSchema>;
export type ReferenceFormOutput = z.output<typeof referenceSchema>;

export const EMPTY_REFERENCE: ReferenceFormInput = {
  sourceType: '', refereeName: '', refereeEmail: '', refereePhone: '', propertyAddress: '', monthlyRent: '', startDate: '', endDate: '',
};
