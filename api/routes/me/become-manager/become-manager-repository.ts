import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import type { UsersRow } from '../../../db/__generated__/rows.js';

/** A new manager starts the onboarding demo call (spec §3 manager onboarding steps). */
export async function startManagerOnboarding(tx: Executor, me: number): Promise<void> {
  await tx.execute(sql`UPDATE users SET manager_onboarding_demo_call_status = 'demo_call_needed'
        WHERE id = ${me} AND manager_onboarding_demo_call_status IS NULL`);
}

export async function isStaffUser(ex: Executor, me: number): Promise<boolean> {
  const [{ is_staff }] = await rows<Pick<UsersRow, 'is_staff'>>(ex, sql`SELECT is_staff FROM users WHERE id = ${me}`);
  return is_staff;
}
