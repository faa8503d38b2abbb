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

/**
 * Whether the bedroom (a row of `bedrooms`, by its alias) can be moved into on `day` (a
 * 'YYYY-MM-DD' parameter or a date expression), for a month at least: the same answer as
 * `bedroom_available_from(id, day) = day`, which holds exactly when the room opens by then
 * and nothing holds it over the month from that day (any other day the rule could answer is
 * later). Written out, PostgreSQL can tell how many rooms pass (about two in three of those
 * open): the browse sorts walk homes in order only when it does not take the test for rare.
 */
export const freeOnSql = (room: SQL, day: SQL): SQL =>
  sql`(${room}.available_on <= (${day})::date AND NOT bedroom_held_during(${room}.id, (${day})::date, (${day})::date + 30))`;

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
