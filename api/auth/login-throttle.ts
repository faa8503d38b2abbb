import type { Executor } from '../db/client.js';
import {
  deleteLoginFailures, insertLoginAttempt, pruneLoginAttempts, secondsUntilMaxthFailureLeaves, signedInFromLately,
  type AttemptScope,
} from './login-attempts-repository.js';

export interface ThrottlePolicy {
  /** Failures allowed for one email from one address within the window (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  windowMinutes: number;
}

/** One address may serve many people (an office, a campus), so across emails it gets more room. */
export const ADDRESS_FACTOR = 4;
/** The ceiling on one email from every address together: ten times the pair's, over a day. */
export const EMAIL_FACTOR = 10;
export const EMAIL_WINDOW_MINUTES = 24 * 60;
/** An address the owner signed in from lately is theirs: strangers' guesses elsewhere never block it. */
export const KNOWN_ADDRESS_DAYS = 30;

interface Limit {
  /** Which failures count. */
  scope: AttemptScope;
  max: number;
  windowMinutes: number;
}

/**
 * The three limits on guessing (README "Sign-in limits"):
 * - one email from one address: a guesser is stopped at their own address, and the
 *   owner, at any other address, still signs in;
 * - one address across emails (4x): one address spraying many accounts;
 * - one email from all addresses (10x over a day): many addresses guessing one
 *   account. A stranger can reach it only slowly and from many addresses; it never
 *   applies at an address the owner signed in from in the last 30 days, and a
 *   password reset clears it (clearLoginFailures).
 * A success clears its pair's and its email's counts (sinceSuccess), never an
 * address's, or a guesser could reset their count by signing in to an account of their own.
 */
function limits(policy: ThrottlePolicy, email: string, ip: string, knownAddress: boolean): Limit[] {
  return [
    { scope: { email, ip, sinceSuccess: true }, max: policy.maxFailures, windowMinutes: policy.windowMinutes },
    { scope: { ip, sinceSuccess: false }, max: policy.maxFailures * ADDRESS_FACTOR, windowMinutes: policy.windowMinutes },
    // Not at an address the owner signed in from lately: many strangers cannot lock them out at home.
    ...(knownAddress ? [] : [{ scope: { email, sinceSuccess: true }, max: policy.maxFailures * EMAIL_FACTOR, windowMinutes: EMAIL_WINDOW_MINUTES }]),
  ];
}

/**
 * Seconds until this email may be tried from this address again, or null when it
 * may now. Kept in the database, not in memory, so the limits hold across api instances.
 */
export async function loginRetryAfter(ex: Executor, policy: ThrottlePolicy, email: string, ip: string): Promise<number | null> {
  const known = await signedInFromLately(ex, email, ip, KNOWN_ADDRESS_DAYS);
  const waits = await Promise.all(limits(policy, email, ip, known).map((limit) => retryAfter(ex, limit)));
  const blocked = waits.filter((s): s is number => s !== null);
  return blocked.length ? Math.max(...blocked) : null;
}

/**
 * With `max` failures in the window, the limit lifts when the max-th most recent
 * of them leaves the window.
 */
async function retryAfter(ex: Executor, { scope, max, windowMinutes }: Limit): Promise<number | null> {
  const seconds = await secondsUntilMaxthFailureLeaves(ex, scope, max, windowMinutes);
  return seconds === null ? null : Math.max(1, seconds);
}

export async function recordLoginAttempt(
  ex: Executor, policy: ThrottlePolicy, attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await insertLoginAttempt(ex, attempt);
  // Failures older than every window count for nothing, successes older than the known-address
  // memory neither; pruning per email and address keeps the table small.
  const keep = Math.max(policy.windowMinutes, EMAIL_WINDOW_MINUTES);
  await pruneLoginAttempts(ex, attempt, { successDays: KNOWN_ADDRESS_DAYS, failureMinutes: keep });
}

/** After a password reset the guessed-at password is gone: the email's failures no longer count. */
export async function clearLoginFailures(ex: Executor, email: string): Promise<void> {
  await deleteLoginFailures(ex, email.toLowerCase());
}
