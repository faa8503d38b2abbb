import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { RenterInfo } from './screening-schemas.js';
import type { Executor } from '../../../db/client.js';
import { guarantorConnections, screenings, users } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';

export type ScreeningRow = typeof screenings.$inferSelect;

/** Whose screening a call is about: the caller's own, or theirs as one connection's guarantor. */
export interface Subject {
  userId: number;
  guarantorConnectionId: number | null;
  hasUsSsn: boolean | null;
  /** Own: users.needs_screening; as a guarantor: the connection's screening not completed yet. */
  needsScreening: boolean;
}

/**
 * The subject of a call. A connection id that is not an accepted connection of
 * the caller as guarantor is 404, whether or not it exists.
 */
export async function subjectOf(ex: Executor, userId: number, guarantorConnectionId: number | undefined): Promise<Subject> {
  const [user] = await ex.select({ hasUsSsn: users.hasUsSsn, needsScreening: users.needsScreening }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('user');
  if (guarantorConnectionId === undefined) return { userId, guarantorConnectionId: null, ...user };
  const [connection] = await ex.select({ screeningCompletedAt: guarantorConnections.screeningCompletedAt })
    .from(guarantorConnections)
    .where(and(eq(guarantorConnections.id, guarantorConnectionId), eq(guarantorConnections.guarantorUserId, userId),
      isNotNull(guarantorConnections.acceptedAt)));
  if (!connection) throw notFound('guarantor connection');
  return { userId, guarantorConnectionId, hasUsSsn: user.hasUsSsn, needsScreening: connection.screeningCompletedAt === null };
}

const ofSubject = (s: Pick<Subject, 'userId' | 'guarantorConnectionId'>) => and(
  eq(screenings.userId, s.userId),
  sql`COALESCE(${screenings.guarantorConnectionId}, 0) = ${s.guarantorConnectionId ?? 0}`,
);

export async function findScreening(ex: Executor, subject: Subject): Promise<ScreeningRow | null> {
  const [row] = await ex.select().from(screenings).where(ofSubject(subject)).limit(1);
  return row ?? null;
}

/** Saves the legal details; only while no identity check has started (the check is of these details). */
export async function saveRenterInfo(ex: Executor, subject: Subject, info: RenterInfo): Promise<ScreeningRow | null> {
  const values = {
    legalFirstName: info.legal_first_name,
    legalMiddleName: info.legal_middle_name || null,
    legalLastName: info.legal_last_name,
    dateOfBirth: info.date_of_birth,
    addressStreet: info.address.street,
    addressUnit: info.address.unit || null,
    addressCity: info.address.city,
    addressState: info.address.state,
    addressZip: info.address.zip,
    phoneNumber: info.phone_number,
    renterInfoSubmittedAt: new Date(),
    updatedAt: new Date(),
  };
  // One statement, so two racing saves cannot make two rows (unique index on the subject).
  const inserted = await ex.insert(screenings)
    .values({ userId: subject.userId, guarantorConnectionId: subject.guarantorConnectionId, ...values })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  const [row] = await ex.update(screenings).set(values)
    .where(and(ofSubject(subject), eq(screenings.identityStatus, 'not_started')))
    .returning();
  return row ?? null;
}

/**
 * Changes a screening only if it is still as the caller read it (same identity
 * status and attempts), so two racing calls cannot both move it on: the loser
 * gets null and answers 409.
 */
export async function updateScreeningIfUnchanged(
  ex: Executor, row: ScreeningRow, change: Partial<typeof screenings.$inferInsert>,
): Promise<ScreeningRow | null> {
  const [updated] = await ex.update(screenings)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(screenings.id, row.id), eq(screenings.identityStatus, row.identityStatus), eq(screenings.examAttempts, row.examAttempts)))
    .returning();
  return updated ?? null;
}

export async function setHasUsSsn(ex: Executor, userId: number, hasUsSsn: boolean): Promise<void> {
  await ex.update(users).set({ hasUsSsn, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Reports are in: the applicant's onboarding step is done, or the guarantor's screening for that connection. */
export async function markScreeningCompleted(ex: Executor, subject: Subject, at: Date): Promise<void> {
  if (subject.guarantorConnectionId === null) {
    await ex.update(users).set({ needsScreening: false, updatedAt: at }).where(eq(users.id, subject.userId));
  } else {
    await ex.update(guarantorConnections).set({ screeningCompletedAt: at }).where(eq(guarantorConnections.id, subject.guarantorConnectionId));
  }
}

/** After an ID document: every failed identity check of the person awaits its review. */
export async function markIdentityDocumentSubmitted(ex: Executor, userId: number): Promise<void> {
  await ex.update(screenings)
    .set({ identityStatus: 'document_submitted', identityStatusChangedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(screenings.userId, userId), sql`${screenings.identityStatus} IN ('failed', 'document_submitted')`));
}
