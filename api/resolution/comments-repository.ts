/** The SQL of case comment threads (case-comments.ts): threads, their comments, and the case row they touch. */
import { rows, sql, type Executor } from '../db/client.js';
import type { CommentThreadsRow, CommentsRow, UsersRow } from '../db/__generated__/rows.js';
import { firstNameSql } from '../db/person-name.js';
import { isoOf } from '../db/sql-helpers.js';

export type ThreadRow = Pick<CommentThreadsRow, 'id' | 'subject_type' | 'subject_id' | 'created_at'>;

export type CommentRow = Pick<CommentsRow, 'id' | 'thread_id' | 'author_user_id' | 'author_role' | 'body' | 'created_at'> & {
  /** The author's first name as comments show it (firstNameSql). */
  first_name: UsersRow['first_name'];
};

export async function findThread(ex: Executor, threadId: number): Promise<ThreadRow | null> {
  const [thread] = await rows<ThreadRow>(ex, sql`SELECT id, subject_type, subject_id, ${isoOf(sql`created_at`)} AS created_at
    FROM comment_threads WHERE id = ${threadId}`);
  return thread ?? null;
}

/** Oldest first, after comment `afterId` (the cursor). */
export function listCommentRows(ex: Executor, threadId: number, afterId: number, limit: number): Promise<CommentRow[]> {
  return rows<CommentRow>(ex, sql`SELECT c.id, c.thread_id, c.author_user_id, ${firstNameSql('u')} AS first_name, c.author_role, c.body,
      ${isoOf(sql`c.created_at`)} AS created_at
    FROM comments c JOIN users u ON u.id = c.author_user_id WHERE c.thread_id = ${threadId} AND c.id > ${afterId} ORDER BY c.id LIMIT ${limit}`);
}

/** A new thread on the case, linked from the case row; returns its id. */
export async function insertCaseThread(tx: Executor, caseId: number, userId: number): Promise<number> {
  const [thread] = await rows<Pick<CommentThreadsRow, 'id'>>(tx, sql`INSERT INTO comment_threads (subject_type, subject_id, created_by_user_id)
    VALUES ('resolution_case', ${caseId}, ${userId}) RETURNING id`);
  await tx.execute(sql`UPDATE resolution_cases SET comment_thread_id = ${thread!.id}, updated_at = now() WHERE id = ${caseId}`);
  return thread!.id;
}

/** A comment, and the case's `updated_at`; returns the comment's id. */
export async function insertComment(tx: Executor, caseId: number, threadId: number, authorUserId: number, authorRole: string, body: string): Promise<number> {
  const [inserted] = await rows<Pick<CommentsRow, 'id'>>(tx, sql`INSERT INTO comments (thread_id, author_user_id, author_role, body)
    VALUES (${threadId}, ${authorUserId}, ${authorRole}, ${body}) RETURNING id`);
  await tx.execute(sql`UPDATE resolution_cases SET updated_at = now() WHERE id = ${caseId}`);
  return inserted!.id;
}
