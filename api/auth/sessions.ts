import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { UserRole } from '../../common/enums.js';
import type { Executor } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { SigningKeys } from './keys.js';
import { mayActAs } from './roles.js';
import { signToken, type TokenClaims } from './tokens.js';

export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600;

export interface IssuedToken {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface SessionSubject {
  userId: number;
  isStaff: boolean;
  role: UserRole;
  /** Staff member impersonating the user; carried into every token of that session. */
  impersonatorId?: number | null;
}

/**
 * A signed-in session: a `sessions` row (so logout can revoke it) and a token
 * naming it. Row and token expire together.
 */
export async function startSession(
  ex: Executor, keys: SigningKeys, ttlHours: number, subject: SessionSubject,
): Promise<IssuedToken> {
  const sessionId = randomUUID();
  const ttlSeconds = ttlHours * 3600;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await ex.insert(sessions).values({
    id: sessionId, userId: subject.userId, typ: 'session', userRole: subject.role, expiresAt,
    impersonatorUserId: subject.impersonatorId ?? null,
  });
  const token = await signToken(keys, {
    sub: String(subject.userId),
    sid: sessionId,
    typ: 'session',
    user_role: subject.role,
    ...(subject.isStaff ? { staff: true } : {}),
    ...(subject.impersonatorId ? { act: { sub: String(subject.impersonatorId) } } : {}),
  }, ttlSeconds);
  return { token, sessionId, expiresAt };
}

/** Guests have no row: their token opens public data only, so there is nothing to revoke. */
export async function guestToken(keys: SigningKeys): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + GUEST_TOKEN_TTL_SECONDS * 1000);
  const token = await signToken(keys, { sid: randomUUID(), typ: 'guest' }, GUEST_TOKEN_TTL_SECONDS);
  return { token, expiresAt };
}

export async function revokeSession(ex: Executor, sessionId: string): Promise<void> {
  await ex.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere (after a password change or reset), except `keep`. */
export async function revokeUserSessions(ex: Executor, userId: number, keep?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  await ex.update(sessions).set({ revokedAt: new Date() }).where(and(...conditions));
}

/** When the session began, to tell a fresh sign-in from an old, possibly stolen, token. */
export async function sessionStartedAt(ex: Executor, sessionId: string): Promise<Date | null> {
  const [row] = await ex.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.createdAt ?? null;
}

/** A session row with what its user holds now: what a token's claims are checked against. */
export interface SessionRecord {
  userId: number | null;
  typ: string;
  userRole: string | null;
  impersonatorUserId: number | null;
  revokedAt: Date | null;
  expiresAt: Date;
  isStaff: boolean | null;
  roles: string[] | null;
}

export async function findSessionRecord(ex: Executor, sessionId: string): Promise<SessionRecord | null> {
  const [row] = await ex.select({
    userId: sessions.userId, typ: sessions.typ, userRole: sessions.userRole, impersonatorUserId: sessions.impersonatorUserId,
    revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, isStaff: users.isStaff, roles: users.roles,
  }).from(sessions).leftJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, sessionId)).limit(1);
  return row ?? null;
}

const asClaim = (id: number | null) => (id === null ? undefined : String(id));

/**
 * The first claim of a signed token that its session row does not back, or null
 * when all agree. A token signed with our key is still only as good as its row:
 * the row says whose session it is, in which role, and who impersonates; the
 * user's row says which roles they hold and whether they are staff.
 */
export function unbackedClaim(claims: TokenClaims, row: SessionRecord): keyof TokenClaims | null {
  if (claims.typ !== row.typ) return 'typ';
  if (claims.sub === undefined || claims.sub !== asClaim(row.userId)) return 'sub';
  if (claims.user_role !== (row.userRole ?? undefined)) return 'user_role';
  if (claims.user_role && !mayActAs(row.roles ?? [], claims.user_role)) return 'user_role';
  if (claims.staff === true && row.isStaff !== true) return 'staff';
  if (claims.act?.sub !== asClaim(row.impersonatorUserId)) return 'act';
  return null;
}
