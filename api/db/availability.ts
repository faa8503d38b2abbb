import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from './client.js';

/**
 * The one availability rule (migration 0022, `bedroom_available_from`): the first
 * day on or after `from` that a bedroom can be moved into for at least a month,
 * counting the manager's available_on, signed leases and approved applications.
 * Every reader asks it.
 */
export const availableFromSql = (bedroomId: SQL, from: SQL = sql`current_date`): SQL =>
  sql`bedroom_available_from(${bedroomId}, ${from})`;

/** Whether the bedroom can be moved into on `day` (a 'YYYY-MM-DD' parameter or a date expression), for a month at least. */
export const freeOnSql = (bedroomId: SQL, day: SQL): SQL =>
  sql`(bedroom_available_from(${bedroomId}, (${day})::date) = (${day})::date)`;

/** The rule for one bedroom: the first day on or after `from` ('YYYY-MM-DD') it can be moved into. */
export async function bedroomAvailableFrom(ex: Executor, bedroomId: number, from: string): Promise<string> {
  const [row] = await rows<{ day: string }>(ex, sql`SELECT ${availableFromSql(sql`${bedroomId}::int`, sql`${from}::date`)}::text AS day`);
  return row!.day;
}

/** Whether a signed lease or an approved application holds the bedroom on a day of [from, to). */
export async function bedroomHeldDuring(ex: Executor, bedroomId: number, from: string, to: string): Promise<boolean> {
  const [row] = await rows<{ held: boolean }>(ex, sql`SELECT bedroom_held_during(${bedroomId}::int, ${from}::date, ${to}::date) AS held`);
  return row!.held;
}
