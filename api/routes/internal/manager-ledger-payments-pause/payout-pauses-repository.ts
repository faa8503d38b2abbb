import { rows, sql, type Executor } from '../../../db/client.js';
import type { ManagerPayoutPausesRow } from '../../../db/__generated__/rows.js';
import { isoOf } from '../../../db/sql-helpers.js';

export type PauseRow = Pick<ManagerPayoutPausesRow, 'manager_user_id' | 'reason' | 'paused_by_user_id' | 'paused_at'>;

const SELECT_PAUSES = sql`SELECT manager_user_id, reason, paused_by_user_id, ${isoOf(sql`paused_at`)} AS paused_at FROM manager_payout_pauses`;

export async function listPauses(ex: Executor, managerUserId?: number): Promise<PauseRow[]> {
  return rows<PauseRow>(ex, sql`${SELECT_PAUSES} ${managerUserId === undefined ? sql`` : sql`WHERE manager_user_id = ${managerUserId}`}
    ORDER BY paused_at DESC, manager_user_id`);
}

/** Pauses (or re-pauses with a new reason) a manager's payouts. */
export async function pausePayouts(ex: Executor, managerUserId: number, reason: string, staffUserId: number): Promise<PauseRow> {
  await ex.execute(sql`INSERT INTO manager_payout_pauses (manager_user_id, reason, paused_by_user_id)
    VALUES (${managerUserId}, ${reason}, ${staffUserId})
    ON CONFLICT (manager_user_id) DO UPDATE SET reason = EXCLUDED.reason, paused_by_user_id = EXCLUDED.paused_by_user_id, paused_at = now()`);
  return (await listPauses(ex, managerUserId))[0]!;
}

/** Resumes payouts; false when they were not paused. */
export async function resumePayouts(ex: Executor, managerUserId: number): Promise<boolean> {
  return (await rows(ex, sql`DELETE FROM manager_payout_pauses WHERE manager_user_id = ${managerUserId} RETURNING 1`)).length > 0;
}
