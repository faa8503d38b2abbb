import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { IS_ACTIVE } from '../../db/application-activity.js';
import type { LifecycleQuestionKind, LifecycleQuestionResponseType } from '../../domain/applications/renter-confirmation-questions.js';
import type { LifecycleQuestionsRow, LifecyclesRow } from '../../db/__generated__/rows.js';

export interface LifecycleQuestionRow extends Omit<LifecycleQuestionsRow, 'created_at'> {
  kind: LifecycleQuestionKind;
  response_type: LifecycleQuestionResponseType;
  /** The applicant of the question's lifecycle, and whether that lifecycle is still active. */
  tenant_user_id: LifecyclesRow['tenant_user_id'];
  lifecycle_is_active: boolean;
}

const SELECT_QUESTIONS = sql`
  SELECT q.id, q.lifecycle_id, q.kind, q.response_type, q.prompt, q.position, q.response, q.decline_reason,
    ${isoOf(sql`q.responded_at`)} AS responded_at, ${isoOf(sql`q.declined_at`)} AS declined_at,
    l.tenant_user_id, ${IS_ACTIVE} AS lifecycle_is_active
  FROM lifecycle_questions q JOIN lifecycles l ON l.id = q.lifecycle_id`;

export async function listQuestionsOf(ex: Executor, lifecycleId: number): Promise<LifecycleQuestionRow[]> {
  return rows<LifecycleQuestionRow>(ex, sql`${SELECT_QUESTIONS} WHERE q.lifecycle_id = ${lifecycleId} ORDER BY q.position, q.id`);
}

/** The question if the user is its applicant (locked for the rest of the transaction), else null. */
export async function findOwnQuestion(ex: Executor, id: number, tenantUserId: number): Promise<LifecycleQuestionRow | null> {
  const [row] = await rows<LifecycleQuestionRow>(ex, sql`${SELECT_QUESTIONS}
    WHERE q.id = ${id} AND l.tenant_user_id = ${tenantUserId} FOR UPDATE OF q`);
  return row ?? null;
}

export async function findQuestion(ex: Executor, id: number): Promise<LifecycleQuestionRow> {
  const [row] = await rows<LifecycleQuestionRow>(ex, sql`${SELECT_QUESTIONS} WHERE q.id = ${id}`);
  return row;
}

/** An answer replaces an earlier answer or decline: the last word counts. */
export async function recordResponse(ex: Executor, id: number, response: string): Promise<void> {
  await ex.execute(sql`UPDATE lifecycle_questions SET response = ${response}, responded_at = now(),
    decline_reason = NULL, declined_at = NULL WHERE id = ${id}`);
}

export async function recordDecline(ex: Executor, id: number, reason: string): Promise<void> {
  await ex.execute(sql`UPDATE lifecycle_questions SET decline_reason = ${reason}, declined_at = now(),
    response = NULL, responded_at = NULL WHERE id = ${id}`);
}
