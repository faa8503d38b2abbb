import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { applicantInformationReleaseConsents, users } from '../../../db/schema.js';

export type ConsentRow = typeof applicantInformationReleaseConsents.$inferSelect;

/** The account's name, with the user row locked so two signatures cannot race. */
export async function findUserName(ex: Executor, userId: number): Promise<{ firstName: string; lastName: string } | null> {
  await ex.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  const [row] = await ex.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findConsent(ex: Executor, userId: number): Promise<ConsentRow | null> {
  const [row] = await ex.select().from(applicantInformationReleaseConsents).where(eq(applicantInformationReleaseConsents.userId, userId));
  return row ?? null;
}

/** The consent record and the profile fact it sets (spec §3 applicant_information_release_consent_submitted_at). */
export async function recordConsent(ex: Executor, userId: number, signature: string, version: string): Promise<ConsentRow> {
  const [row] = await ex.insert(applicantInformationReleaseConsents)
    .values({ userId, fullNameSignature: signature, consentTextVersion: version }).returning();
  await ex.update(users)
    .set({ applicantInformationReleaseConsentSubmittedAt: row.submittedAt, updatedAt: row.submittedAt })
    .where(eq(users.id, userId));
  return row;
}
