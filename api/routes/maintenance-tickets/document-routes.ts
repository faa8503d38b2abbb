import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { visibleOr404 } from './ticket-access.js';
import { FileLinkSchema, PersonSchema, fileLinks } from './ticket-dto.js';
import { recordTicketEvent } from './ticket-events.js';
import { firstNameOf } from './ticket-people-repository.js';
import { DOCUMENT_PURPOSES, attachFiles, fileIdsBy, requireTicketUploads } from './ticket-files-repository.js';
import { SubmissionBody, TAGS as tags } from './ticket-schemas.js';
import { updateTicket, type TicketRow } from './tickets-repository.js';
import { viewerOf, type Viewer } from '../../http/viewer.js';
import { followsTicket, insertSubmission, listSubmissions, type SubmissionRow } from './submissions-repository.js';

const SubmissionSchema = z.object({
  id: z.number().int(), ticket_id: z.number().int(), submitted_by: PersonSchema, note: z.string(),
  files: z.array(FileLinkSchema), created_at: z.string(),
});

/**
 * Who may hand in documents: the people the ticket is about (its author,
 * followers), the home's managers and staff. A housemate who merely sees the
 * ticket because they live there reads the documents but does not add to them.
 */
async function requireParticipant(ex: Executor, viewer: Viewer, ticket: TicketRow): Promise<void> {
  if (ticket.viewer_manages || ticket.created_by_user_id === viewer.userId) return;
  if (!(await followsTicket(ex, ticket.id, viewer.userId))) throw forbidden('Only the ticket\'s author, its followers, the home\'s managers and Hearth staff may hand in documents.');
}

/** Supporting documentation: documents handed in about a ticket (receipts, invoices, photos). */
export const documentRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const toDtos = async (ex: Executor, found: SubmissionRow[]) => {
    const files = await fileIdsBy(ex, 'submission', found.map((s) => s.id));
    return found.map((s) => ({
      id: s.id, ticket_id: s.ticket_id, submitted_by: { user_id: s.user_id, first_name: s.first_name }, note: s.note,
      files: fileLinks(deps.config, files.get(s.id)), created_at: s.created_at,
    }));
  };

  app.get('/maintenance-tickets/:id/supporting-documentation-submissions', {
    config: { access: 'user' },
    schema: { tags, summary: 'Documents handed in about a ticket, oldest first', params: IdPathParams, response: { 200: z.object({ results: z.array(SubmissionSchema) }) } },
  }, async (request) => {
    const ticket = await visibleOr404(db, viewerOf(request), request.params.id);
    return { results: await toDtos(db, await listSubmissions(db, ticket.id)) };
  });

  app.post('/maintenance-tickets/:id/supporting-documentation-submissions', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Hand in documents about a ticket', params: IdPathParams, body: SubmissionBody, response: { 201: SubmissionSchema },
      description: 'The ticket\'s author, followers, the home\'s managers and staff (403 for others who see it). `file_ids`: your own uploads of '
        + 'purpose maintenance_document or maintenance_photo (400 on `file_ids.N`). Notifies everyone on the ticket but you.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { note, file_ids: fileIds } = request.body;
    return idempotent(db, request, reply, 'POST /maintenance-tickets/:id/supporting-documentation-submissions', async (tx) => {
      const ticket = await visibleOr404(tx, viewer, request.params.id, true);
      await requireParticipant(tx, viewer, ticket);
      const files = await requireTicketUploads(tx, viewer.userId, fileIds, DOCUMENT_PURPOSES, 'file_ids');
      const submissionId = await insertSubmission(tx, ticket.id, viewer.userId, note);
      await attachFiles(tx, ticket.id, files, { submissionId });
      await updateTicket(tx, ticket.id, {});
      await recordTicketEvent(tx, {
        type: 'maintenance_ticket.updated', viewer, ticket, recipients: 'updated',
        title: `${await firstNameOf(tx, viewer.userId)} added documents: ${ticket.title}`, body: note.slice(0, 300),
        data: { change: 'documents', submission_id: submissionId, file_count: files.length },
      });
      const [submission] = await toDtos(tx, await listSubmissions(tx, ticket.id, submissionId));
      return { status: 201, body: submission! };
    });
  });
};
