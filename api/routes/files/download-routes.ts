import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOADED_FILE_MAX_AGE_SECONDS } from '../../../common/uploads.js';
import type { AppDeps } from '../../deps.js';
import { signaturesMatch, signDownload } from '../../domain/uploads/signature.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import type { FileStorage } from '../../providers/storage.js';
import { fileOfVisibleTicket, TICKET_FILE_PURPOSES } from '../maintenance-tickets/ticket-files-repository.js';
import { buildingPhotoPath, fileSigningSecret } from '../../uploads/file-links.js';
import {
  findAttachedBuildingPhoto, findUploadedFile, managesApplicationOf, UUID, type UploadedFileRow,
} from '../../uploads/uploads-repository.js';

const DownloadParams = z.object({ file_id: z.string().max(64) });
const DownloadQuery = z.object({ expires: z.coerce.number().int().optional(), signature: z.string().max(200).optional() });
type DownloadRequest = FastifyRequest<{ Params: z.infer<typeof DownloadParams>; Querystring: z.infer<typeof DownloadQuery> }>;

function validDownloadSignature(deps: AppDeps, request: DownloadRequest, fileId: string): boolean {
  const { expires, signature } = request.query;
  if (expires === undefined || !signature || expires < Date.now() / 1000) return false;
  return signaturesMatch(signDownload(fileSigningSecret(deps.config), fileId, expires), signature);
}

/**
 * The owner, staff, and the manager reviewing the owner's application; for a
 * ticket's photos and documents, whoever sees the ticket; or a signed address.
 */
async function mayRead(deps: AppDeps, request: DownloadRequest, file: UploadedFileRow): Promise<boolean> {
  if (validDownloadSignature(deps, request, file.id)) return true;
  const auth = request.auth;
  if (!auth?.userId) throw unauthenticated();
  if (auth.userId === file.ownerUserId || auth.isStaff) return true;
  // A ticket's photos and documents: whoever sees the ticket (maintenance-tickets/ticket-visibility-repository.ts).
  if (TICKET_FILE_PURPOSES.includes(file.purpose)) {
    return fileOfVisibleTicket(deps.database.db, { userId: auth.userId, role: auth.role, isStaff: auth.isStaff }, file.id);
  }
  return managesApplicationOf(deps.database.db, auth.userId, file.ownerUserId);
}

/** `inline` keeps photos and PDFs viewable; the name is reduced to safe characters. */
function contentDisposition(file: UploadedFileRow): string {
  const safeName = file.fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `${file.fileType === 'enc' ? 'attachment' : 'inline'}; filename="${safeName}"`;
}

/** GET /files/{file_id}: an uploaded file, to whoever may read it. */
export function downloadRoutes(storage: FileStorage): FastifyPluginAsync<AppDeps> {
  return async (plain, deps) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/files/:file_id', {
      // Public so that a signed address works in an <img>; otherwise a bearer token is needed.
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'Download an uploaded file',
        description: 'With a bearer token of the owner, staff, or the manager of a home the owner applied to (or guarantees an '
          + 'application for); for maintenance_photo and maintenance_document files, anyone who may see the ticket they are attached to; or with the `expires`/`signature` of a download address. Anyone else: 404.',
        params: DownloadParams, querystring: DownloadQuery,
      },
    }, async (request, reply) => {
      const fileId = request.params.file_id.toLowerCase();
      const file = UUID.test(fileId) ? await findUploadedFile(deps.database.db, fileId) : null;
      if (!file?.uploadedAt || !file.storageKey || !(await mayRead(deps, request, file))) throw notFound('file');
      const body = await storage.get(file.storageKey);
      if (!body) throw notFound('file');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        // Spec §9; private: the bytes are someone's documents, no shared cache may keep them.
        .header('cache-control', `private, max-age=${UPLOADED_FILE_MAX_AGE_SECONDS}`)
        .header('etag', `"${file.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file))
        .send(body);
    });

    app.get('/files/public/building-photos/:file_id', {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded photo of a home (public, as in photo_urls)',
        description: 'Anyone, without a token, while the file is attached to a home as a photo (POST /buildings/{id}/photos), '
          + 'listed or not: the address is an unguessable uuid. Cache-Control public, max-age=31536000, immutable (the bytes '
          + 'under one id never change). Any other file, a removed photo, or an unknown id: 404.',
        params: DownloadParams, security: [],
      },
    }, async (request, reply) => {
      const fileId = request.params.file_id.toLowerCase();
      const file = UUID.test(fileId) ? await findAttachedBuildingPhoto(deps.database.db, fileId, buildingPhotoPath(fileId)) : null;
      if (!file?.uploadedAt || !file.storageKey) throw notFound('photo');
      const body = await storage.get(file.storageKey);
      if (!body) throw notFound('photo');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', `public, max-age=${UPLOADED_FILE_MAX_AGE_SECONDS}, immutable`)
        .header('etag', `"${file.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(body);
    });
  };
}
