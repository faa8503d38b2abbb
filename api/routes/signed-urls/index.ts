import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTENT_TYPES_BY_FILE_TYPE, describeFileTypes, FILE_TYPES_BY_PURPOSE, fileTypeOf, formatBytes, UPLOAD_URL_TTL_SECONDS,
  type UploadFileType,
} from '../../../common/uploads.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { uploadPath } from '../../uploads/file-links.js';
import { insertUploadedFile } from '../../uploads/uploads-repository.js';
import { SignedUrlBody, SignedUrlResponse, type SignedUrlRequest } from './signed-url-schemas.js';

/** The file type the request may upload, or the 400 that says what is wrong with it. */
function allowedFileType(body: SignedUrlRequest, maxBytes: number): UploadFileType {
  const allowed = FILE_TYPES_BY_PURPOSE[body.purpose];
  const fileType = fileTypeOf(body.file_name);
  if (!fileType || !allowed.includes(fileType)) {
    throw new HttpError(400, 'file_type_not_allowed', 'This kind of file cannot be uploaded here.', {
      file_name: `Choose a ${describeFileTypes(allowed)} file.`,
    });
  }
  if (!CONTENT_TYPES_BY_FILE_TYPE[fileType].includes(body.content_type)) {
    throw new HttpError(400, 'file_type_mismatch', 'The content type does not match the file name.', {
      content_type: `A .${fileType} file is uploaded as ${CONTENT_TYPES_BY_FILE_TYPE[fileType].join(' or ')}.`,
    });
  }
  if (body.size_bytes > maxBytes) {
    throw new HttpError(400, 'file_too_large', 'The file is too large.', {
      size_bytes: `Choose a file of at most ${formatBytes(maxBytes)}.`,
    });
  }
  return fileType;
}

/** POST /signed-urls (spec §7): an address to PUT one file to, valid 15 minutes. */
export const signedUrlRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post('/signed-urls', {
    // Each reservation holds up to UPLOAD_MAX_BYTES of storage for 15 minutes.
    config: { access: 'user', limits: ['upload_reservations_per_user'] },
    schema: {
      tags: ['uploads'],
      summary: 'Reserve a file and get a signed address to upload it to',
      description: 'Allowed types per purpose: photos (animal_photo, applicant_profile_photo, maintenance_photo, building_photo, service_activity_photo) jpeg, jpg, png, heic; '
        + 'documents (identity_document, income_document, reference_document, maintenance_document, case_evidence, service_provider_document) also pdf and enc. 400 file_type_not_allowed, '
        + 'file_type_mismatch, file_too_large (over UPLOAD_MAX_BYTES). Takes Idempotency-Key.',
      body: SignedUrlBody,
      response: { 201: SignedUrlResponse },
    },
  }, async (request, reply) => {
    const fileType = allowedFileType(request.body, deps.config.uploadMaxBytes);
    return idempotent(deps.database.db, request, reply, 'POST /signed-urls', async (tx) => {
      const { file_name, content_type, purpose, size_bytes } = request.body;
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const file = await insertUploadedFile(tx, {
        id: randomUUID(), ownerUserId: userId(request), purpose, fileName: file_name, fileType,
        contentType: content_type, maxSizeBytes: size_bytes, uploadExpiresAt: new Date(expires * 1000),
      });
      return {
        status: 201,
        body: {
          file_id: file.id,
          upload_url: uploadPath(deps.config, { fileId: file.id, contentType: content_type, maxSizeBytes: size_bytes, expires }),
          method: 'PUT' as const,
          headers: { 'Content-Type': content_type },
          expires_at: file.uploadExpiresAt.toISOString(),
          max_size_bytes: size_bytes,
        },
      };
    });
  });
};
