import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiConfig } from '../../../config.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError, forbidden } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { viewerOf } from '../../../http/viewer.js';
import { downloadPath } from '../../../uploads/file-links.js';
import { requireOwnUploads } from '../../../uploads/uploads-repository.js';
import { visibleProviderOr404 } from '../provider-access.js';
import { TAGS as tags } from '../provider-schemas.js';
import { refreshOnboarding } from '../providers-repository.js';
import { DocumentBody, DocumentSchema } from './document-schemas.js';
import { currentDocuments, findDocument, isFutureDate, replaceDocument, type ProviderDocumentRow } from './documents-repository.js';

/** Only people who may see the company get these (its people and staff): the address is the credential. */
const toDocumentDto = (config: ApiConfig, d: ProviderDocumentRow): z.infer<typeof DocumentSchema> => ({
  id: d.id, document_kind: d.document_kind, file_id: d.file_id, file_name: d.file_name, download_url: downloadPath(config, d.file_id),
  expires_on: d.expires_on, expired: d.expired, uploaded_by_user_id: d.uploaded_by_user_id, created_at: d.created_at,
});

/** A company's insurance certificate and W-9: uploads through POST /signed-urls, attached here (docs/vendors.md). */
export const providerDocumentRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/residential-service-providers/:id/documents', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Hand in your insurance certificate or W-9', params: IdPathParams, body: DocumentBody, response: { 201: DocumentSchema },
      description: 'The owner (vendor role) or staff; a member 403; anyone else 404. file_id: your own upload of purpose '
        + 'service_provider_document (else 400 naming file_id). Insurance needs expires_on after today (422 document_expired, '
        + 'field expires_on); a W-9 has none. The new document replaces the current one of its kind; onboarding is re-checked.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /residential-service-providers/:id/documents', async (tx) => {
      const { provider, owner } = await visibleProviderOr404(tx, viewer, request.params.id);
      if (!owner) throw forbidden('Only the company\'s owner and Hearth staff may hand in its documents.');
      const { document_kind: kind, file_id: fileId, expires_on: expiresOn = null } = request.body;
      const [file] = await requireOwnUploads(tx, viewer.userId, [fileId], 'service_provider_document', 'file_id');
      if (expiresOn !== null && !(await isFutureDate(tx, expiresOn))) {
        const message = 'This insurance has expired: upload a certificate that is still valid.';
        throw new HttpError(422, 'document_expired', message, { expires_on: message });
      }
      const id = await replaceDocument(tx, { providerId: provider.id, kind, fileId: file!.id, expiresOn, userId: viewer.userId });
      await refreshOnboarding(tx, provider.id);
      return { status: 201, body: toDocumentDto(deps.config, (await findDocument(tx, id))!) };
    });
  });

  app.get('/residential-service-providers/:id/documents', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Your company\'s current documents', params: IdPathParams,
      response: { 200: z.object({ results: z.array(DocumentSchema) }) },
      description: 'Its people (vendor role) and staff; anyone else 404. One per kind, with expired set once insurance lapses.',
    },
  }, async (request) => {
    const { provider } = await visibleProviderOr404(db, viewerOf(request), request.params.id);
    return { results: (await currentDocuments(db, provider.id)).map((d) => toDocumentDto(deps.config, d)) };
  });
};
