import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadFileType } from '../../../common/uploads.js';
import type { AppDeps } from '../../deps.js';
import { contentMatchesType, MAGIC_BYTES_NEEDED } from '../../domain/uploads/magic-bytes.js';
import { checkUploadSignature } from '../../domain/uploads/signature.js';
import { HttpError } from '../../http/errors.js';
import { FileTooLargeError, type FileStorage } from '../../providers/storage.js';
import { fileSigningSecret } from '../../uploads/file-links.js';
import { findUploadedFile, markUploaded, UUID, type UploadedFileRow } from '../../uploads/uploads-repository.js';

const invalidSignature = (message = 'This upload address is not valid. Ask for a new one.') =>
  new HttpError(403, 'invalid_signature', message);
const tooLarge = (max: number) => new HttpError(413, 'file_too_large', `The file is larger than the ${max} bytes announced for it.`);

const UploadParams = z.object({ file_id: z.string().max(64) });
const UploadQuery = z.object({ expires: z.coerce.number().int().optional(), signature: z.string().max(200).optional() });
const UploadResponse = z.object({
  file_id: z.string(), size_bytes: z.number().int(), sha256: z.string(), uploaded_at: z.iso.datetime(),
});

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** The file the address was signed for, or the reason it may not be used. */
async function authorizedFile(deps: AppDeps, request: FastifyRequest<{ Params: z.infer<typeof UploadParams>; Querystring: z.infer<typeof UploadQuery> }>) {
  const { file_id: fileId } = request.params;
  const { expires, signature } = request.query;
  // Unknown ids and bad signatures get the same answer: the address is the credential.
  const file = UUID.test(fileId) ? await findUploadedFile(deps.database.db, fileId.toLowerCase()) : null;
  if (!file || expires === undefined || !signature) throw invalidSignature();
  const grant = { fileId: file.id, contentType: file.contentType, maxSizeBytes: file.maxSizeBytes, expires };
  const check = checkUploadSignature(fileSigningSecret(deps.config), grant, signature, Math.floor(Date.now() / 1000));
  if (check === 'invalid_signature') throw invalidSignature();
  if (check === 'upload_link_expired') throw new HttpError(403, 'upload_link_expired', 'This upload address has expired. Ask for a new one.');
  if (mediaType(request.headers['content-type']) !== file.contentType) {
    throw invalidSignature(`This address was signed for Content-Type ${file.contentType}.`);
  }
  if (file.uploadedAt) throw new HttpError(409, 'file_already_uploaded', 'This file was already uploaded. Ask for a new address to upload another.');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > file.maxSizeBytes) throw tooLarge(file.maxSizeBytes);
  return file;
}

/** Streams the body into storage under a key of its own; checks size and content on the way. */
async function store(storage: FileStorage, file: UploadedFileRow, request: FastifyRequest) {
  const storageKey = `${file.id}-${randomUUID().slice(0, 8)}`;
  let stored;
  try {
    stored = await storage.put(storageKey, request.raw, file.maxSizeBytes, MAGIC_BYTES_NEEDED);
  } catch (err) {
    if (err instanceof FileTooLargeError) throw tooLarge(file.maxSizeBytes);
    throw err;
  }
  const problem = stored.sizeBytes === 0
    ? new HttpError(400, 'empty_file', 'The file is empty.')
    : !contentMatchesType(stored.head, file.fileType as UploadFileType)
      ? new HttpError(415, 'file_type_mismatch', `This file is not a ${file.fileType.toUpperCase()} file, though its name says so.`)
      : null;
  if (problem) {
    await storage.delete(storageKey);
    throw problem;
  }
  return { ...stored, storageKey };
}

/**
 * PUT /uploads/{file_id}: the signed address of POST /signed-urls. The signature is
 * the credential (access public), so the browser sends the bytes straight here,
 * cross-origin, without a bearer token.
 */
export function uploadPutRoutes(storage: FileStorage): FastifyPluginAsync<AppDeps> {
  return async (plain, deps) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Bodies of any type arrive as a stream, read by the handler with its own cap
    // (never buffered whole, and not subject to the 1 MB JSON body limit).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The web app is on another origin; the signature, not a cookie, authorizes.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });

    app.options('/uploads/:file_id', {
      config: { access: 'public' },
      schema: { hide: true, params: UploadParams },
    }, async (_request, reply) => reply
      .header('access-control-allow-methods', 'PUT')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .status(204).send());

    app.put('/uploads/:file_id', {
      // No limit of its own: it needs an address signed by POST /signed-urls (limited
      // per user), for one file, once.
      config: { access: 'public', limits: [] },
      schema: {
        tags: ['uploads'],
        summary: 'Upload the bytes of a file to the signed address from POST /signed-urls',
        description: 'Send the Content-Type that was signed. 403 invalid_signature / upload_link_expired, 409 file_already_uploaded, '
          + '413 file_too_large, 415 file_type_mismatch (the bytes are not of the declared type), 400 empty_file. '
          + 'Anything but 200 means the upload failed (spec §8).',
        params: UploadParams, querystring: UploadQuery, security: [],
        response: { 200: UploadResponse },
      },
    }, async (request) => {
      const file = await authorizedFile(deps, request);
      const stored = await store(storage, file, request);
      const row = await markUploaded(deps.database.db, file.id, stored);
      if (!row) {
        await storage.delete(stored.storageKey);
        throw new HttpError(409, 'file_already_uploaded', 'This file was already uploaded. Ask for a new address to upload another.');
      }
      return { file_id: row.id, size_bytes: row.sizeBytes!, sha256: row.sha256!, uploaded_at: row.uploadedAt!.toISOString() };
    });
  };
}
