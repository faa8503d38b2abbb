/**
 * Comment threads of cases (/comment-thread, docs/resolution.md): a thread
 * belongs to one subject, and the subject decides who reads and writes it (for
 * a case: its parties and staff, via findCase). Comments never move a case.
 */
import { z } from 'zod';
import { ACTOR_ROLES } from '../../common/live.js';
import { rows, sql, type Executor } from '../db/client.js';
import { firstNameSql } from '../db/person-name.js';
import { notFound } from '../http/errors.js';
import { isoOf } from '../db/sql-helpers.js';
import { actorFor, findCase, recordCaseEvent, requireCaseAction, requireSide, type CaseRow, type Viewer } from './case-core.js';
import type { CaseParty } from '../domain/resolution/case-status.js';
import type { CommentsRow } from '../db/__generated__/rows.js';

export const ThreadSchema = z.object({ id: z.number().int(), subject_type: z.literal('resolution_case'), subject_id: z.number().int(), created_at: z.string() });
export const CommentSchema = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  author: z.object({ user_id: z.number().int(), first_name: z.string() }),
  author_role: z.enum(ACTOR_ROLES).describe('tenant, manager or hearth-team.'),
  body: z.string(),
  created_at: z.string(),
});
export type CommentDto = z.infer<typeof CommentSchema>;
type ThreadDto = z.infer<typeof ThreadSchema>;

interface CommentRow extends Pick<CommentsRow, 'id' | 'thread_id' | 'author_user_id' | 'author_role' | 'body' | 'created_at'> { first_name: string }

const toComment = (c: CommentRow): CommentDto => ({
  id: c.id, thread_id: c.thread_id, author: { user_id: c.author_user_id, first_name: c.first_name }, author_role: c.author_role, body: c.body, created_at: c.created_at,
});

/** The thread and its case as the viewer sees them; 404 when they may not see the case (or there is no such thread). */
export async function threadForViewer(ex: Executor, viewer: Viewer, threadId: number, forUpdate = false): Promise<{ thread: ThreadDto; row: CaseRow; party: CaseParty | null }> {
  const [thread] = await rows<ThreadDto>(ex, sql`SELECT id, subject_type, subject_id, ${isoOf(sql`created_at`)} AS created_at
    FROM comment_threads WHERE id = ${threadId}`);
  if (!thread) throw notFound('comment thread');
  try {
    return { thread, ...(await findCase(ex, viewer, thread.subject_id, forUpdate)) };
  } catch {
    throw notFound('comment thread');
  }
}

/** Oldest first, after comment `afterId` (the cursor). */
export async function listComments(ex: Executor, threadId: number, afterId: number, limit: number): Promise<CommentDto[]> {
  const found = await rows<CommentRow>(ex, sql`SELECT c.id, c.thread_id, c.author_user_id, ${firstNameSql('u')} AS first_name, c.author_role, c.body,
      ${isoOf(sql`c.created_at`)} AS created_at
    FROM comments c JOIN users u ON u.id = c.author_user_id WHERE c.thread_id = ${threadId} AND c.id > ${afterId} ORDER BY c.id LIMIT ${limit}`);
  return found.map(toComment);
}

/** The case's thread, created on first use (a locked row: two start-chats make one thread). */
export async function ensureThread(tx: Executor, row: CaseRow, userId: number): Promise<number> {
  if (row.comment_thread_id !== null) return row.comment_thread_id;
  const [thread] = await rows<{ id: number }>(tx, sql`INSERT INTO comment_threads (subject_type, subject_id, created_by_user_id)
    VALUES ('resolution_case', ${row.id}, ${userId}) RETURNING id`);
  await tx.execute(sql`UPDATE resolution_cases SET comment_thread_id = ${thread!.id}, updated_at = now() WHERE id = ${row.id}`);
  row.comment_thread_id = thread!.id;
  return thread!.id;
}

/**
 * Posts a comment on a locked case while the table allows `comment`, and tells
 * the other party ("New message on your case", the first 120 characters).
 */
export async function postComment(tx: Executor, viewer: Viewer, row: CaseRow, side: CaseParty | null, threadId: number, body: string): Promise<CommentDto> {
  const party = requireSide(viewer, row, side);
  requireCaseAction(row, 'comment', party);
  const actor = actorFor(viewer, party);
  const [inserted] = await rows<{ id: number }>(tx, sql`INSERT INTO comments (thread_id, author_user_id, author_role, body)
    VALUES (${threadId}, ${viewer.userId}, ${actor.role}, ${body}) RETURNING id`);
  await tx.execute(sql`UPDATE resolution_cases SET updated_at = now() WHERE id = ${row.id}`);
  await recordCaseEvent(tx, row, actor, 'comment', 'New message on your case', body.slice(0, 120));
  const [comment] = await listComments(tx, threadId, inserted!.id - 1, 1);
  return comment!;
}
