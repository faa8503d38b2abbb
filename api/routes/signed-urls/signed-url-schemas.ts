import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../../../common/uploads.js';

export const SignedUrlBody = z.object({
  file_name: z.string().trim().min(1, { error: 'Give the file\'s name.' }).max(255, { error: 'Use a file name of at most 255 characters.' }),
  content_type: z.string().trim().toLowerCase().min(1, { error: 'Give the file\'s content type.' }).max(100),
  purpose: z.enum(UPLOAD_PURPOSES),
  size_bytes: z.number().int().min(1, { error: 'The file is empty.' }),
}).strict();
export type SignedUrlRequest = z.infer<typeof SignedUrlBody>;

export const SignedUrlResponse = z.object({
  file_id: z.string().describe('Keep this id: routes that take files (id documents, income documents, photos) take it.'),
  upload_url: z.string().describe('Relative to the api origin, like photo_urls: PUT the bytes here.'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()).describe('Send exactly these headers with the PUT.'),
  expires_at: z.iso.datetime(),
  max_size_bytes: z.number().int(),
});
