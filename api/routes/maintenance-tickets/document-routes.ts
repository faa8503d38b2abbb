import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rows, sql, type Executor } from '../../db/client.js';
import { firstNameSql } from '../../db/person-name.js';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { visibleOr404 } from './ticket-access.js';
import { FileLinkSchema, PersonSchema, fileLinks } from './ticket-dto.js';
import { firstNameOf, recordTicketEvent } from './ticket-events.js';
import { DOCUMENT_PURPOSES, attachFiles, fileIdsBy, requireTicketUploads } from './ticket-files-repository.js';
import { SubmissionBody, TAGS as tags } from './ticket-schemas.js';
import { updateTicket, type TicketRow } from './tickets-repository.js';
import { viewerOf, type Viewer } from '../../http/viewer.js';

const SubmissionSchema = z.object({
  id: z.number().int(), ticket_id: z.number().int(), submitted_by: PersonSchema, note: z.string(),
  files: z.array(FileLinkSchema), created_at: z.string(),
});

interface SubmissionRow { id: number; ticket_id: number; user_id: number; first_name: string; note: string; created_at: string }

async function listSubmissions(ex: Executor, ticketId: number, id?: number): Promise<SubmissionRow[]> {
  return rows<SubmissionRow>(ex, sql`
    SELECT s.id, s.ticket_id, s.submitted_by_user_id AS user_id, ${firstNameSql('u')} AS first_name, s.note,
      to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM supporting_documentation_submissions s JOIN users u ON u.id = s.submitted_by_user_id
    WHERE s.ticket_id = ${ticketId} ${id === undefined ? sql`` : sql`AND s.id = ${id}`} ORDER BY s.id`);
}

/**
 * Who may hand in documents: the people the ticket is about (its author,
 * followers), the home's managers and staff. A housemate who merely sees the
 * ticket because they live there reads the documents but does not add to them.
 */
async function requireParticipant(ex: Executor, viewer: Viewer, ticket: TicketRow): Promise<void> {
  if (ticket.viewer_manages || ticket.created_by_user_id === viewer.userId) return;
  const follows = await rows(ex, sql`SELECT 1 FROM maintenance_ticket_users WHERE ticket_id = ${ticket.id} AND user_id = ${viewer.userId}`);
  if (follows.length === 0) throw forbidden('Only the ticket\'s author, its followers, the home\'s managers and Hearth staff may hand in documents.');
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
      const [created] = await rows<{ id: number }>(tx, sql`
        INSERT INTO supporting_documentation_submissions (ticket_id, submitted_by_user_id, note)
        VALUES (${ticket.id}, ${viewer.userId}, ${note}) RETURNING id`);
      await attachFiles(tx, ticket.id, files, { submissionId: created!.id });
      await updateTicket(tx, ticket.id, {});
      await recordTicketEvent(tx, {
        type: 'maintenance_ticket.updated', viewer, ticket, recipients: 'updated',
        title: `${await firstNameOf(tx, viewer.userId)} added documents: ${ticket.title}`, body: note.slice(0, 300),
        data: { change: 'documents', submission_id: created!.id, file_count: files.length },
      });
      const [submission] = await toDtos(tx, await listSubmissions(tx, ticket.id, created!.id));
      return { status: 201, body: submission! };
    });
  });
};
