import { z } from 'zod';
import { DbId, IdParam } from '../../http/fields.js';
import { INCOME_SOURCE_VALUES } from '../../../common/screening.js';

export const SubmissionBody = z.object({
  lifecycle_id: DbId,
  monthly_income_cents: z.number().int().min(0, { error: 'Enter an amount of $0 or more.' }).max(100_000_000, { error: 'Enter your monthly income, not your yearly income.' }),
  income_sources: z.array(z.enum(INCOME_SOURCE_VALUES)).min(1, { error: 'Choose where your income comes from.' })
    .transform((list) => [...new Set(list)]),
  employer_name: z.string().trim().max(200, { error: 'Use at most 200 characters.' }).nullish(),
  document_file_ids: z.array(z.string().max(64)).min(1, { error: 'Add at least one document that shows your income.' })
    .max(10, { error: 'Add at most 10 documents.' }),
  guarantor_connection_id: DbId.optional()
    .describe('As the accepted guarantor of this connection of the lifecycle; left out for the tenant\'s own.'),
}).strict();
export type SubmissionBody = z.infer<typeof SubmissionBody>;

export const Submission = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  guarantor_connection_id: z.number().int().nullable(),
  monthly_income_cents: z.number().int(),
  income_sources: z.array(z.enum(INCOME_SOURCE_VALUES)),
  employer_name: z.string().nullable(),
  documents: z.array(z.object({ file_id: z.string(), file_name: z.string(), url: z.string().describe('Signed download address, relative to the api origin.') })),
  submitted_at: z.iso.datetime(),
});
export type Submission = z.infer<typeof Submission>;

export const Deferral = z.object({
  lifecycle_id: z.number().int(),
  reason: z.string(),
  deferred_at: z.iso.datetime(),
});

export const SubmissionsQuery = z.object({
  lifecycle_id: IdParam,
  guarantor_connection_id: IdParam.optional(),
}).strict();

export const DeferBody = z.object({
  reason: z.string().trim().min(3, { error: 'Tell us why, in a few words.' }).max(1000, { error: 'Use at most 1000 characters.' }),
}).strict();
