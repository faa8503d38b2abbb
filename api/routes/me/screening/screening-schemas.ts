import { z } from 'zod';
import {
  ageOn, IDENTITY_STATUSES, MINIMUM_SCREENING_AGE, SCREENING_STEPS, US_STATES,
} from '../../../../common/screening.js';
import { ADVERSE_ITEMS } from '../../../../common/screening.js';
import { CalendarDate, DbId, IdParam } from '../../../http/fields.js';

const ConnectionId = DbId.optional()
  .describe('As the guarantor of this accepted connection; left out for your own screening.');

const Name = (what: string) => z.string().trim().min(1, { error: `Enter your legal ${what}.` }).max(100, { error: 'Use at most 100 characters.' });
const today = () => new Date().toISOString().slice(0, 10);

export const RenterInfo = z.object({
  legal_first_name: Name('first name'),
  legal_middle_name: z.string().trim().max(100, { error: 'Use at most 100 characters.' }).nullish(),
  legal_last_name: Name('last name'),
  date_of_birth: CalendarDate('Enter a date of birth as YYYY-MM-DD.')
    .refine((d) => ageOn(d, today()) >= MINIMUM_SCREENING_AGE, { error: `You must be ${MINIMUM_SCREENING_AGE} or older to be screened.` })
    .refine((d) => ageOn(d, today()) <= 120, { error: 'Check the year of birth.' }),
  address: z.object({
    street: z.string().trim().min(1, { error: 'Enter your street address.' }).max(200),
    unit: z.string().trim().max(50).nullish(),
    city: z.string().trim().min(1, { error: 'Enter your city.' }).max(100),
    state: z.enum(US_STATES, { error: 'Choose a US state.' }),
    zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' }),
  }).strict(),
  // Typed every which way ("(919) 555-0142", "+1 919 555 0142"): 10 to 15 digits.
  phone_number: z.string().trim().regex(/^\+?[0-9 ().-]{10,24}$/, { error: 'Enter a phone number with its area code.' })
    .refine((v) => { const digits = v.replace(/\D/g, '').length; return digits >= 10 && digits <= 15; }, { error: 'Enter a phone number with its area code.' }),
});
export type RenterInfo = z.infer<typeof RenterInfo>;

export const RenterInfoBody = RenterInfo.extend({ guarantor_connection_id: ConnectionId }).strict();
export const SubjectQuery = z.object({ guarantor_connection_id: IdParam.optional() }).strict();
// A POST without a body is the caller's own screening.
export const SubjectBody = z.object({ guarantor_connection_id: ConnectionId }).strict().nullish();
export const StartExamBody = z.object({
  ssn: z.string().max(20).describe('NNN-NN-NNNN or nine digits. Sent to the screening provider, never stored or returned.'),
  guarantor_connection_id: ConnectionId,
}).strict();
export const ExamAnswersBody = z.object({
  answers: z.array(z.object({ question_id: z.string().max(20), choice_id: z.string().max(20) }).strict()).max(20),
  guarantor_connection_id: ConnectionId,
}).strict();

export const ExamQuestion = z.object({
  id: z.string(), prompt: z.string(), choices: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const ReportSummary = z.object({
  credit: z.object({
    score: z.number().int(),
    open_accounts: z.number().int(),
    late_payments_last_24_months: z.number().int(),
    collections: z.array(z.object({ creditor: z.string(), amount_cents: z.number().int() })),
  }),
  criminal: z.object({ records: z.array(z.object({ offense: z.string(), severity: z.enum(['misdemeanor', 'felony']), year: z.number().int(), disposition: z.string() })) }),
  eviction: z.object({ records: z.array(z.object({ filed_year: z.number().int(), county: z.string(), state: z.string(), judgment_cents: z.number().int() })) }),
  adverse_items: z.array(z.enum(ADVERSE_ITEMS)),
});

/** Where a person stands in their screening; every screening call answers with it. */
export const ApplicationInfo = z.object({
  guarantor_connection_id: z.number().int().nullable(),
  has_us_ssn: z.boolean().nullable(),
  needs_screening: z.boolean(),
  renter_info: RenterInfo.extend({ legal_middle_name: z.string().nullable(), address: RenterInfo.shape.address.extend({ unit: z.string().nullable() }) }).nullable(),
  ssn_provided: z.boolean(),
  identity_status: z.enum(IDENTITY_STATUSES),
  exam: z.object({
    attempt: z.number().int().describe('1 for the first set of questions.'),
    attempts_allowed: z.number().int(),
    questions: z.array(ExamQuestion),
  }).nullable(),
  reports_generated_at: z.iso.datetime().nullable(),
  report: ReportSummary.nullable().describe('The person\'s own reports, once run.'),
  next_step: z.enum(SCREENING_STEPS),
});
export type ApplicationInfo = z.infer<typeof ApplicationInfo>;
