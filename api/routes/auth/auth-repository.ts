import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserRole } from '../../../common/enums.js';
import type { Executor } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';

export interface AuthUser {
  id: number;
  email: string;
  passwordHash: string | null;
  roles: string[];
  isStaff: boolean;
}

const authColumns = {
  id: users.id, email: users.email, passwordHash: users.passwordHash, roles: users.roles, isStaff: users.isStaff,
};

export const PASSWORD_RESET_TTL_MS = 3600_000;

export async function findUserByEmail(ex: Executor, email: string): Promise<AuthUser | null> {
  const [row] = await ex.select(authColumns).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(ex: Executor, id: number): Promise<AuthUser | null> {
  const [row] = await ex.select(authColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  roles: UserRole[];
  firstName?: string;
  lastName?: string;
  emailVerificationTokenHash: string;
}

/** Null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(ex: Executor, account: NewAccount): Promise<AuthUser | null> {
  const rows = await ex.insert(users).values({
    ...account,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    // A new manager is offered the onboarding demo call first.
    managerOnboardingDemoCallStatus: account.roles.includes('manager') ? 'demo_call_needed' : null,
  }).onConflictDoNothing().returning(authColumns);
  return rows[0] ?? null;
}

export async function setPasswordHash(ex: Executor, userId: number, passwordHash: string): Promise<void> {
  await ex.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function emailVerificationHash(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex.select({ hash: users.emailVerificationTokenHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** Verifies the address and forgets the token, so a mailed link works once. */
export async function markEmailVerified(ex: Executor, userId: number): Promise<void> {
  await ex.update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, emailVerificationTokenHash: null })
    .where(eq(users.id, userId));
}

/**
 * A new confirmation token for the account with this email, unless its address is
 * confirmed already (then null, as for no account). The one stored hash is replaced,
 * so links mailed before stop working: only the newest mail confirms.
 */
export async function replaceEmailVerificationToken(ex: Executor, email: string, tokenHash: string): Promise<{ id: number; email: string } | null> {
  const [row] = await ex.update(users).set({ emailVerificationTokenHash: tokenHash })
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

export async function insertPasswordResetToken(ex: Executor, userId: number, tokenHash: string): Promise<void> {
  await ex.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) });
}

/**
 * Uses up a reset token: the update succeeds for one caller only, so two
 * concurrent requests with the same token cannot both set a password.
 */
export async function consumePasswordResetToken(ex: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await ex.update(passwordResetTokens).set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Once the password changed, older reset links must not change it back. */
export async function discardPasswordResetTokens(ex: Executor, userId: number): Promise<void> {
  await ex.update(passwordResetTokens).set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
