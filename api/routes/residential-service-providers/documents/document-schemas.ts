import { z } from 'zod';
import { CalendarDate } from '../../../http/fields.js';

/** The paperwork a vendor company hands in (spec: insurance certificate and W-9 uploads). */
export const PROVIDER_DOCUMENT_KINDS = ['insurance_certificate', 'w9'] as const;
export type ProviderDocumentKind = (typeof PROVIDER_DOCUMENT_KINDS)[number];

export const DocumentBody = z.object({
  document_kind: z.enum(PROVIDER_DOCUMENT_KINDS, { error: `Use one of: ${PROVIDER_DOCUMENT_KINDS.join(', ')}.` }),
  file_id: z.string({ error: 'Give the file_id of your upload (POST /signed-urls, purpose service_provider_document).' }).max(64),
  expires_on: CalendarDate('Give the date the insurance expires, YYYY-MM-DD.').optional(),
}).strict()
  .refine((b) => b.document_kind !== 'insurance_certificate' || b.expires_on !== undefined,
    { error: 'Give the date the insurance expires, YYYY-MM-DD.', path: ['expires_on'] })
  .refine((b) => b.document_kind !== 'w9' || b.expires_on === undefined, { error: 'A W-9 does not expire: leave expires_on out.', path: ['expires_on'] });

export const DocumentSchema = z.object({
  id: z.number().int(),
  document_kind: z.enum(PROVIDER_DOCUMENT_KINDS),
  file_id: z.string(),
  file_name: z.string(),
  download_url: z.string().describe('A signed address, valid to the end of the seventh day.'),
  expires_on: z.string().nullable().describe('Insurance: the last day before it lapses (it is expired on this day). W-9: null.'),
  expired: z.boolean(),
  uploaded_by_user_id: z.number().int(),
  created_at: z.string(),
});
