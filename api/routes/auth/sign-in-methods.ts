import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql as dsql } from 'drizzle-orm';
import type { UserRole } from '../../../common/enums.js';
import { loadSecret } from '../../auth/secrets.js';
import { mayActAs, rolesForNewAccount } from '../../auth/roles.js';
import { startSession } from '../../auth/sessions.js';
import type { ApiConfig } from '../../config.js';
import { rows, sql, type Executor } from '../../db/client.js';
import type { MagicLinksRow, VerificationCodesRow } from '../../db/__generated__/rows.js';
import { users } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { roleNotHeld } from './auth-errors.js';
import { findUserByEmail, type AuthUser } from './auth-repository.js';

/*
 * What the passwordless ways in share (docs/sign-in.md): social login, mailed links
 * and mailed codes all end in `signInByEmail`, which finds or creates the account
 * and starts a session through the one place that signs tokens (startSession).
 */

export const MAGIC_LINK_TTL_MS = 15 * 60_000;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export interface PasswordlessSession {
  token: string;
  user_id: number;
  user_role: UserRole;
  user_roles: UserRole[];
}

export interface NewPasswordlessAccount {
  firstName?: string;
  lastName?: string;
  /** Whether the address is proven (a mailed link or code, a provider's verified email). */
  emailVerified: boolean;
  emailVerificationTokenHash?: string;
}

/** Null when the email is taken (a racing sign-up won): the caller finds that account instead. */
async function insertPasswordlessUser(ex: Executor, email: string, role: UserRole, account: NewPasswordlessAccount): Promise<AuthUser | null> {
  const roles = rolesForNewAccount(role);
  const created = await ex.insert(users).values({
    email,
    passwordHash: null,
    roles,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    emailVerifiedAt: account.emailVerified ? new Date() : null,
    emailVerificationTokenHash: account.emailVerificationTokenHash ?? null,
    managerOnboardingDemoCallStatus: roles.includes('manager') ? 'demo_call_needed' : null,
  }).onConflictDoNothing().returning({ id: users.id, email: users.email, passwordHash: users.passwordHash, roles: users.roles, isStaff: users.isStaff });
  return created[0] ?? null;
}

/** The account of this email, created in `role` when there is none; `created` says which. */
export async function findOrCreateUser(
  ex: Executor, email: string, role: UserRole, account: NewPasswordlessAccount,
): Promise<{ user: AuthUser; created: boolean }> {
  const existing = await findUserByEmail(ex, email);
  if (existing) return { user: existing, created: false };
  const created = await insertPasswordlessUser(ex, email, role, account);
  if (created) return { user: created, created: true };
  return { user: (await findUserByEmail(ex, email))!, created: false };
}

/** A mailed link or code reached the mailbox: the address is proven. */
export async function markVerified(ex: Executor, userId: number): Promise<void> {
  await ex.update(users).set({ emailVerifiedAt: dsql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
}

/** Starts the session in `role`, which the account must hold (403 role_not_held). */
export async function sessionFor(ex: Executor, deps: AppDeps, user: AuthUser, role: UserRole): Promise<PasswordlessSession> {
  if (!mayActAs(user.roles, role)) throw roleNotHeld(role);
  const session = await startSession(ex, deps.keys, deps.config.sessionTtlHours, { userId: user.id, isStaff: user.isStaff, role });
  const held = new Set<UserRole>(['tenant', ...(user.roles as UserRole[])]);
  return { token: session.token, user_id: user.id, user_role: role, user_roles: [...held] };
}

// ----- Magic links -----

export async function insertMagicLink(ex: Executor, email: string, tokenHash: string): Promise<void> {
  await ex.execute(sql`INSERT INTO magic_links (token_hash, email, expires_at)
    VALUES (${tokenHash}, ${email}, ${new Date(Date.now() + MAGIC_LINK_TTL_MS).toISOString()}::timestamptz)`);
}

/** Uses the link up: one caller only wins the update, so a link signs in once. */
export async function consumeMagicLink(ex: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await rows<{ email: string }>(ex, sql`UPDATE magic_links SET used_at = now()
    WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() RETURNING email`);
  return row?.email ?? null;
}

export async function findMagicLink(ex: Executor, tokenHash: string): Promise<MagicLinksRow | null> {
  const [row] = await rows<MagicLinksRow>(ex, sql`SELECT * FROM magic_links WHERE token_hash = ${tokenHash}`);
  return row ?? null;
}

// ----- Verification codes -----

const codeSecrets = new WeakMap<ApiConfig, Buffer>();

/** HMAC of the code and its email, with a secret kept like the other secrets (api/auth/secrets.ts). */
export function hashVerificationCode(config: ApiConfig, email: string, code: string): string {
  let secret = codeSecrets.get(config);
  if (!secret) {
    secret = loadSecret('verification-codes', config.verificationCodeSecret, config.dataDir);
    codeSecrets.set(config, secret);
  }
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function codeMatches(config: ApiConfig, row: { code_hash: string }, email: string, code: string): boolean {
  const actual = Buffer.from(hashVerificationCode(config, email, code));
  const expected = Buffer.from(row.code_hash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new code replaces the email's earlier ones: only the newest can be typed in. */
export async function insertVerificationCode(ex: Executor, email: string, codeHash: string): Promise<void> {
  await ex.execute(sql`UPDATE verification_codes SET used_at = now() WHERE email = ${email} AND used_at IS NULL`);
  await ex.execute(sql`INSERT INTO verification_codes (email, code_hash, expires_at)
    VALUES (${email}, ${codeHash}, ${new Date(Date.now() + VERIFICATION_CODE_TTL_MS).toISOString()}::timestamptz)`);
}

/** The email's newest unused code, locked until the transaction ends (two guesses cannot both count as one). */
export type CurrentCode = Omit<VerificationCodesRow, 'id'> & { id: string; expired: boolean };

export async function currentVerificationCode(ex: Executor, email: string): Promise<CurrentCode | null> {
  const [row] = await rows<CurrentCode>(ex, sql`SELECT id::text AS id, email, code_hash, attempts, created_at, expires_at, used_at, expires_at <= now() AS expired
    FROM verification_codes WHERE email = ${email} AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`);
  return row ?? null;
}

export async function countWrongCode(ex: Executor, id: string): Promise<number> {
  const [row] = await rows<{ attempts: number }>(ex, sql`UPDATE verification_codes SET attempts = attempts + 1
    WHERE id = ${id}::bigint RETURNING attempts`);
  return row?.attempts ?? VERIFICATION_CODE_MAX_ATTEMPTS;
}

export async function useVerificationCode(ex: Executor, id: string): Promise<void> {
  await ex.execute(sql`UPDATE verification_codes SET used_at = now() WHERE id = ${id}::bigint`);
}

// ----- Social logins -----

export async function userIdLinkedTo(ex: Executor, provider: string, subject: string): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(ex, sql`UPDATE social_logins SET last_used_at = now()
    WHERE provider_name = ${provider} AND provider_subject = ${subject} RETURNING user_id`);
  return row?.user_id ?? null;
}

export async function linkSocialLogin(ex: Executor, provider: string, subject: string, userId: number, email: string): Promise<void> {
  await ex.execute(sql`INSERT INTO social_logins (provider_name, provider_subject, user_id, email)
    VALUES (${provider}, ${subject}, ${userId}, ${email}) ON CONFLICT (provider_name, provider_subject) DO NOTHING`);
}

export async function emailIsVerified(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows<{ verified: boolean }>(ex, sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`);
  return row?.verified ?? false;
}
