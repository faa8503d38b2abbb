import { z } from 'zod';
import { IDENTITY_DOCUMENT_TYPE_VALUES } from '../../../../common/screening.js';

export const IdVerificationBody = z.object({
  document_type: z.enum(IDENTITY_DOCUMENT_TYPE_VALUES),
  front_file_id: z.string().max(64).describe('An identity_document upload of the caller (POST /signed-urls).'),
  back_file_id: z.string().max(64).nullish(),
}).strict();

export const IdVerification = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  document_type: z.enum(IDENTITY_DOCUMENT_TYPE_VALUES),
  front_file_id: z.string(),
  back_file_id: z.string().nullable(),
  front_file_url: z.string().describe('A signed download address (relative to the api origin).'),
  back_file_url: z.string().nullable(),
  status: z.enum(['submitted', 'verified', 'rejected']),
  submitted_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
});
export type IdVerification = z.infer<typeof IdVerification>;
