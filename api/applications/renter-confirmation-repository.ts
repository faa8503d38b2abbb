/**
 * The SQL of renter confirmation (spec §4 step 8): how many questions of the
 * user's active applications are still open, and stamping the confirmation done.
 */
import { rows, sql, type Executor } from '../db/client.js';
import { IS_ACTIVE } from '../db/application-activity.js';
import type { LifecyclesRow } from '../db/__generated__/rows.js';

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
