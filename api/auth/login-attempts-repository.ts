import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows, sql } from '../db/client.js';
import type { LoginAttemptsRow } from '../db/__generated__/rows.js';
import { loginAttempts } from '../db/schema.js';

/**
 * Which login_attempts one limit counts (api/auth/login-throttle.ts): those of one
 * email, of one address, or of the pair; `sinceSuccess` forgives the failures before
 * the last success in the scope.
 */
export type AttemptScope = ({ email: string; ip: string } | { email: string } | { ip: string }) & { sinceSuccess: boolean };

function matching(scope: AttemptScope): SQL {
  if ('email' in scope && 'ip' in scope) return sql`lower(email) = ${scope.email} AND ip = ${scope.ip}`;
  if ('email' in scope) return sql`lower(email) = ${scope.email}`;
  return sql`ip = ${scope.ip}`;
}

function scopeCondition(scope: AttemptScope): SQL {
  const match = matching(scope);
  if (!scope.sinceSuccess) return match;
  // The owner got in, so earlier guesses are forgiven there.
  return sql`${match} AND attempted_at > coalesce(
  (SELECT max(attempted_at) FROM login_attempts WHERE ${match} AND succeeded), '-infinity')`;
}

/** Whether this email signed in successfully from this address within the last `days`. */
export async function signedInFromLately(ex: Executor, email: string, ip: string, days: number): Promise<boolean> {
  const [row] = await rows<{ known: boolean }>(ex, sql`SELECT EXISTS (SELECT 1 FROM login_attempts
    WHERE lower(email) = ${email} AND ip = ${ip} AND succeeded AND attempted_at > now() - make_interval(days => ${days})) AS known`);
  return row?.known === true;
}

/**
 * Seconds until the `max`-th most recent failure in `scope` leaves the window of
 * `windowMinutes`, or null when fewer than `max` failures are in it.
 */
export async function secondsUntilMaxthFailureLeaves(
  ex: Executor, scope: AttemptScope, max: number, windowMinutes: number,
): Promise<number | null> {
  const [row] = await rows<{ seconds: number }>(ex, sql`
    SELECT ceil(extract(epoch FROM attempted_at + make_interval(mins => ${windowMinutes}) - now()))::int AS seconds
    FROM login_attempts WHERE NOT succeeded AND attempted_at > now() - make_interval(mins => ${windowMinutes}) AND ${scopeCondition(scope)}
    ORDER BY attempted_at DESC OFFSET ${max - 1} LIMIT 1`);
  return row ? row.seconds : null;
}

export async function insertLoginAttempt(ex: Executor, attempt: Pick<LoginAttemptsRow, 'email' | 'ip' | 'succeeded'>): Promise<void> {
  await ex.insert(loginAttempts).values(attempt);
}

/** Deletes this email's and this address's successes older than `successDays` and failures older than `failureMinutes`. */
export async function pruneLoginAttempts(
  ex: Executor, attempt: Pick<LoginAttemptsRow, 'email' | 'ip'>, keep: { successDays: number; failureMinutes: number },
): Promise<void> {
  await ex.execute(sql`DELETE FROM login_attempts WHERE (lower(email) = ${attempt.email} OR ip = ${attempt.ip})
    AND attempted_at < now() - CASE WHEN succeeded THEN make_interval(days => ${keep.successDays}) ELSE make_interval(mins => ${keep.failureMinutes}) END`);
}

/** Deletes the email's failures (any address); its successes stay. `email` is lower case. */
export async function deleteLoginFailures(ex: Executor, email: string): Promise<void> {
  await ex.execute(sql`DELETE FROM login_attempts WHERE lower(email) = ${email} AND NOT succeeded`);
}
