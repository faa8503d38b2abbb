import { rows, sql, type Executor } from '../../../db/client.js';

/** Whether the user holds the manager role. */
export async function hasManagerRole(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows(ex, sql`SELECT 1 FROM users WHERE id = ${userId} AND 'manager' = ANY (roles)`);
  return row !== undefined;
}
