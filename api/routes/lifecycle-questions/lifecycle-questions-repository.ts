import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { IS_ACTIVE } from '../lifecycles/lifecycles-repository.js';
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

/** How many questions of the user's active applications are still open, and how many active applications there are. */
export async function openQuestionsOf(ex: Executor, userId: number): Promise<{ open: number; active: number }> {
  const [row] = await rows<{ open: number; active: number }>(ex, sql`
    SELECT
      (SELECT count(*)::int FROM lifecycle_questions q JOIN lifecycles l ON l.id = q.lifecycle_id
        WHERE l.tenant_user_id = ${userId} AND ${IS_ACTIVE} AND q.responded_at IS NULL AND q.declined_at IS NULL) AS open,
      (SELECT count(*)::int FROM lifecycles l WHERE l.tenant_user_id = ${userId} AND ${IS_ACTIVE}) AS active`);
  return row;
}

/**
 * Renter confirmation done: stamp the user (once) and each active application not
 * yet complete whose application fee is paid (an application is complete, and goes
 * to the manager, only with its fee: docs/money.md "The application fee"). Returns
 * the applications that reached the manager just now (for the application.sent event).
 */
export async function markRenterConfirmationCompleted(ex: Executor, userId: number): Promise<Array<{ id: number; building_id: number }>> {
  await ex.execute(sql`UPDATE users SET renter_confirmation_questions_completed_at = now(), updated_at = now()
    WHERE id = ${userId} AND renter_confirmation_questions_completed_at IS NULL`);
  // Onboarding done: the application goes to the home's manager (issue 4B).
  // `before` is the row as it was (the UPDATE's snapshot): was it sent already?
  const updated = await rows<Pick<LifecyclesRow, 'id' | 'building_id'> & { newly_sent: boolean }>(ex, sql`UPDATE lifecycles l SET application_completed_at = now(),
    sent_to_manager_at = COALESCE(l.sent_to_manager_at, now()), updated_at = now()
    FROM lifecycles before
    WHERE before.id = l.id AND l.tenant_user_id = ${userId} AND ${IS_ACTIVE} AND l.application_completed_at IS NULL
      AND l.application_fee_paid_at IS NOT NULL
    RETURNING l.id, l.building_id, before.sent_to_manager_at IS NULL AS newly_sent`);
  return updated.filter((r) => r.newly_sent);
}
