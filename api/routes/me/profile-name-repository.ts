import { rows, sql, type Executor } from '../../db/client.js';
import type { UsersRow } from '../../db/__generated__/rows.js';

/** Fills first and last name where they are still empty; whether anything was filled. */
export async function fillEmptyName(tx: Executor, userId: number, legal: { first: string; last: string }): Promise<boolean> {
  const filled = await rows<Pick<UsersRow, 'id'>>(tx, sql`
    UPDATE users SET
      first_name = CASE WHEN trim(first_name) = '' THEN ${legal.first.trim()} ELSE first_name END,
      last_name = CASE WHEN trim(last_name) = '' THEN ${legal.last.trim()} ELSE last_name END,
      updated_at = now()
    WHERE id = ${userId} AND (trim(first_name) = '' OR trim(last_name) = '') RETURNING id`);
  return filled.length > 0;
}
