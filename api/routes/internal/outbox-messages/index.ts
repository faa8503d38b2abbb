import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../../http/cursor.js';
import type { AppDeps } from '../../../deps.js';
import { CursorParam, LimitParam, pageOf, readCursor } from '../../../http/collection-params.js';
import { listOutboxMessages } from './outbox-repository.js';

const SCOPE = 'outbox';

const OutboxQuery = z.object({
  to: z.string().trim().toLowerCase().min(1).max(254).optional().describe('Recipient email (case-insensitive, exact).'),
  kind: z.string().trim().regex(/^[a-z_]{1,60}$/, { error: 'A kind is snake_case, e.g. guarantor_invite.' }).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string().describe('What the mail is for: password_reset, email_verification, guarantor_invite, ...'),
  subject: z.string(),
  body: z.string(),
  created_at: z.iso.datetime(),
});

/**
 * The local mailbox (spec: mail "goes to an outbox mailbox that staff can read").
 * Staff only: it holds live sign-in and invite links.
 */
export const outboxRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/internal/outbox-messages', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'Mail in the outbox mailbox, newest first (staff)',
      querystring: OutboxQuery, response: { 200: pageOf(OutboxMessage) },
    },
  }, async (request) => {
    const { to, kind, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int');
    const found = await listOutboxMessages(db, { to, kind, beforeId: after?.id, limit: limit + 1 });
    const page = found.slice(0, limit);
    const last = page[page.length - 1];
    return {
      results: page.map((m) => ({ id: m.id, to: m.toEmail, kind: m.kind, subject: m.subject, body: m.body, created_at: m.createdAt.toISOString() })),
      next_cursor: found.length > limit ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null,
    };
  });
};
