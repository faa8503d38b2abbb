import { rows, sql, type Executor } from '../../../db/client.js';
import type { UsersRow } from '../../../db/__generated__/rows.js';

/** When the user's renter confirmation step was completed (ISO 8601 UTC), or null. */
export async function renterConfirmationCompletedAt(ex: Executor, me: number): Promise<string | null> {
  const [row] = await rows<{ at: UsersRow['renter_confirmation_questions_completed_at'] }>(ex, sql`SELECT to_char(renter_confirmation_questions_completed_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM users WHERE id = ${me}`);
  return row?.at ?? null;
}
