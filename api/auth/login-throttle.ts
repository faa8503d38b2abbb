import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows, sql } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export interface ThrottlePolicy {
  /** Failures allowed per email within the window; an IP gets IP_FACTOR times as many. */
  maxFailures: number;
  windowMinutes: number;
}

/** One address may serve many people (an office, a campus), so it gets more room. */
export const IP_FACTOR = 4;

/**
 * Seconds until this email or IP may try to sign in again, or null when it may now.
 * Kept in the database, not in memory, so the limit holds across api instances.
 * A success clears an email's count (the owner got in); it never clears an IP's,
 * or a guesser could reset the count by signing in to an account of their own.
 */
export async function loginRetryAfter(ex: Executor, policy: ThrottlePolicy, email: string, ip: string): Promise<number | null> {
  const window = sql`now() - make_interval(mins => ${policy.windowMinutes})`;
  const byEmail = sql`lower(email) = ${email} AND attempted_at > ${window} AND attempted_at > coalesce(
      (SELECT max(attempted_at) FROM login_attempts WHERE lower(email) = ${email} AND succeeded), '-infinity')`;
  const retries = await Promise.all([
    retryAfter(ex, byEmail, policy.maxFailures, policy.windowMinutes),
    retryAfter(ex, sql`ip = ${ip} AND attempted_at > ${window}`, policy.maxFailures * IP_FACTOR, policy.windowMinutes),
  ]);
  const waits = retries.filter((s): s is number => s !== null);
  return waits.length ? Math.max(...waits) : null;
}

/**
 * With `limit` failures in the window, the limit lifts when the limit-th most recent
 * of them leaves the window.
 */
async function retryAfter(ex: Executor, scope: SQL, limit: number, windowMinutes: number): Promise<number | null> {
  const [row] = await rows<{ seconds: number }>(ex, sql`
    SELECT ceil(extract(epoch FROM attempted_at + make_interval(mins => ${windowMinutes}) - now()))::int AS seconds
    FROM login_attempts WHERE NOT succeeded AND ${scope}
    ORDER BY attempted_at DESC OFFSET ${limit - 1} LIMIT 1`);
  return row ? Math.max(1, row.seconds) : null;
}

export async function recordLoginAttempt(
  ex: Executor, policy: ThrottlePolicy, attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await ex.insert(loginAttempts).values(attempt);
  // Rows that left the window count for nothing; pruning per email keeps the table small.
  await ex.execute(sql`DELETE FROM login_attempts WHERE lower(email) = ${attempt.email}
    AND attempted_at < now() - make_interval(mins => ${policy.windowMinutes})`);
}
