import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { encodeCursor } from '../../http/cursor.js';
import { CommentSchema, ThreadSchema, listComments, postComment, threadForViewer } from '../../resolution/case-comments.js';
import { CursorParam, IdPathParams, LimitParam, pageOf, readCursor } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';

const SCOPE = 'comment-thread';
const tags = ['resolution center'];
const CommentsQuery = z.object({ limit: LimitParam, cursor: CursorParam }).strict();
const CommentBody = z.object({
  body: z.string({ error: 'Write a message.' }).trim().min(1, { error: 'Write a message.' }).max(4000, { error: 'Use at most 4000 characters.' }),
}).strict();

/** Comment threads (docs/resolution.md); who may read and write is decided by the thread's subject. See README.md. */
export const commentThreadRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/comment-thread/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'A comment thread', description: '404 unless you may see its subject (a case: its parties and staff).', params: IdPathParams, response: { 200: ThreadSchema } },
  }, async (request) => (await threadForViewer(db, viewerOf(request), request.params.id)).thread);

  app.get('/comment-thread/:id/comments', {
    config: { access: 'user' },
    schema: { tags, summary: 'A thread\'s comments, oldest first', params: IdPathParams, querystring: CommentsQuery, response: { 200: pageOf(CommentSchema) } },
  }, async (request) => {
    const { thread } = await threadForViewer(db, viewerOf(request), request.params.id);
    const { limit, cursor } = request.query;
    const after = Number(readCursor(cursor, SCOPE, 'int')?.id ?? 0);
    const found = await listComments(db, thread.id, after, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return { results: page, next_cursor: found.length > limit && last ? encodeCursor({ scope: SCOPE, key: last.id, id: last.id }) : null };
  });

  app.post('/comment-thread/:id/comments', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Write in a thread', params: IdPathParams, body: CommentBody, response: { 201: CommentSchema },
      description: 'The case\'s tenant, its resolution-center managers and staff, while the case is in progress (422 case_action_not_allowed after). '
        + 'Notifies the other party.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const comment = await db.transaction(async (tx) => {
      const { thread, row, party } = await threadForViewer(tx, viewer, request.params.id, true);
      return postComment(tx, viewer, row, party, thread.id, request.body.body);
    });
    return reply.status(201).send(comment);
  });
};
