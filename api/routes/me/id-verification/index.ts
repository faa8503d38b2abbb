import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityDocumentType } from '../../../../common/screening.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { invalidInput } from '../../../http/errors.js';
import { idempotent } from '../../../http/idempotency.js';
import { requireOwnUploads } from '../../../uploads/uploads-repository.js';
import { respondImplicitly } from '../../information-requests/respond-implicitly.js';
import { markIdentityDocumentSubmitted } from '../screening/screening-repository.js';
import { IdVerification, IdVerificationBody } from './id-verification-schemas.js';
import { insertIdVerification, toIdVerification } from './id-verification-repository.js';

/** The back photo a document type needs (spec §3 identity document types; common/screening.ts). */
function checkSides(body: { document_type: Parameters<typeof identityDocumentType>[0]; back_file_id?: string | null }): void {
  const type = identityDocumentType(body.document_type);
  if (type.back === 'required' && !body.back_file_id) throw invalidInput({ back_file_id: `Add a photo of the back of your ${type.label.toLowerCase()}.` });
  if (type.back === 'none' && body.back_file_id) throw invalidInput({ back_file_id: `A ${type.label.toLowerCase()} has no back to photograph: leave this out.` });
}

/** POST /me/id-verification (spec §7): photos of an identity document. */
export const idVerificationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post('/me/id-verification', {
    config: { access: 'user' },
    schema: {
      tags: ['screening'],
      summary: 'Submit photos of an identity document',
      description: 'Files must be the caller\'s own identity_document uploads (else 400 naming the field). A back photo is required for '
        + 'drivers_licence, state_id, permanent_resident_card and employment_authorization_card, and refused for passport. '
        + 'A failed identity check then awaits the document\'s review; identity document requests are answered implicitly. '
        + 'Takes Idempotency-Key.',
      body: IdVerificationBody,
      response: { 201: IdVerification },
    },
  }, async (request, reply) => {
    checkSides(request.body);
    const owner = userId(request);
    return idempotent(deps.database.db, request, reply, 'POST /me/id-verification', async (tx) => {
      const { document_type, front_file_id, back_file_id } = request.body;
      const [front] = await requireOwnUploads(tx, owner, [front_file_id], 'identity_document', 'front_file_id');
      const back = back_file_id ? (await requireOwnUploads(tx, owner, [back_file_id], 'identity_document', 'back_file_id'))[0] : null;
      if (back?.id === front.id) throw invalidInput({ back_file_id: 'Upload a separate photo of the back.' });
      const row = await insertIdVerification(tx, { userId: owner, documentType: document_type, frontFileId: front.id, backFileId: back?.id ?? null });
      await markIdentityDocumentSubmitted(tx, owner);
      await respondImplicitly(tx, owner, 'identity_document_request');
      return { status: 201, body: toIdVerification(deps.config, row) };
    });
  });
};
