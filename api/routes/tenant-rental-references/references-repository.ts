import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { lifecycles, tenantRentalReferences, tenantRentalReferenceSkips } from '../../db/schema.js';
import type { ReferenceCreate, ReferencePatch } from './references-schemas.js';
import type { LifecyclesRow, UsersRow } from '../../db/__generated__/rows.js';

export type ReferenceRow = typeof tenantRentalReferences.$inferSelect;

export async function listReferences(ex: Executor, userId: number): Promise<ReferenceRow[]> {
  return ex.select().from(tenantRentalReferences).where(eq(tenantRentalReferences.userId, userId)).orderBy(asc(tenantRentalReferences.id));
}

/** One of the user's own references; anyone else's is "not found". */
export async function findOwnReference(ex: Executor, userId: number, id: number): Promise<ReferenceRow | null> {
  const [row] = await ex.select().from(tenantRentalReferences)
    .where(and(eq(tenantRentalReferences.id, id), eq(tenantRentalReferences.userId, userId))).limit(1);
  return row ?? null;
}

/** Counts with the user row locked, so two concurrent adds cannot both pass the limit. */
export async function countReferencesLocked(ex: Executor, userId: number): Promise<number> {
  await ex.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  const [row] = await ex.select({ n: count() }).from(tenantRentalReferences).where(eq(tenantRentalReferences.userId, userId));
  return Number(row.n);
}

export async function insertReference(ex: Executor, userId: number, ref: ReferenceCreate): Promise<ReferenceRow> {
  const [row] = await ex.insert(tenantRentalReferences).values({
    userId,
    sourceType: ref.source_type,
    refereeName: ref.referee_name,
    refereeEmail: ref.referee_email,
    refereePhone: ref.referee_phone ?? null,
    propertyAddress: ref.property_address ?? null,
    monthlyRentCents: ref.monthly_rent_cents ?? null,
    startDate: ref.start_date ?? null,
    endDate: ref.end_date ?? null,
  }).returning();
  return row;
}

/**
 * Applies the keys present. A new email address withdraws a request already sent
 * (its link stops working), so the next submit mails the right person.
 */
export async function updateReference(ex: Executor, current: ReferenceRow, patch: ReferencePatch): Promise<ReferenceRow> {
  const columns: Partial<typeof tenantRentalReferences.$inferInsert> = {
    sourceType: patch.source_type,
    refereeName: patch.referee_name,
    refereeEmail: patch.referee_email,
    refereePhone: patch.referee_phone,
    propertyAddress: patch.property_address,
    monthlyRentCents: patch.monthly_rent_cents,
    startDate: patch.start_date,
    endDate: patch.end_date,
  };
  const present = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const readdressed = patch.referee_email !== undefined && patch.referee_email !== current.refereeEmail;
  const withdrawn = readdressed ? { requestSentAt: null, formTokenHash: null, formTokenExpiresAt: null } : {};
  const [row] = await ex.update(tenantRentalReferences)
    .set({ ...present, ...withdrawn, updatedAt: new Date() })
    .where(eq(tenantRentalReferences.id, current.id)).returning();
  return row;
}

export async function deleteReference(ex: Executor, id: number): Promise<void> {
  await ex.delete(tenantRentalReferences).where(eq(tenantRentalReferences.id, id));
}

/** Records the link mailed to a referee (only its hash) and when it stops working. */
export async function recordRequestSent(ex: Executor, id: number, tokenHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
  await ex.update(tenantRentalReferences)
    .set({ requestSentAt: sentAt, formTokenHash: tokenHash, formTokenExpiresAt: expiresAt, updatedAt: sentAt })
    .where(eq(tenantRentalReferences.id, id));
}

export async function insertSkip(ex: Executor, userId: number, reason: string): Promise<void> {
  await ex.insert(tenantRentalReferenceSkips).values({ userId, reason });
}

/**
 * Completes the references step of the user's active applications (spec §4:
 * not deactivated, not lost, lease not signed) that still need it. Returns how
 * many it completed and when the step was completed (the earliest such time
 * among the active applications, now when there are none).
 */
export async function completeReferencesStep(ex: Executor, userId: number, at: Date): Promise<{ updated: number; completedAt: Date }> {
  const updated = await ex.update(lifecycles)
    .set({ lifecycleTenantReferencesStepCompletedAt: at, updatedAt: at })
    .where(and(
      eq(lifecycles.tenantUserId, userId),
      isNull(lifecycles.applicationDeactivatedAt), isNull(lifecycles.applicationLostAt), isNull(lifecycles.leaseSignedAt),
      isNull(lifecycles.lifecycleTenantReferencesStepCompletedAt),
    ))
    .returning({ id: lifecycles.id });
  const [earliest] = await rows<{ at: LifecyclesRow['lifecycle_tenant_references_step_completed_at'] }>(ex, sql`
    SELECT min(lifecycle_tenant_references_step_completed_at) AS at FROM lifecycles
    WHERE tenant_user_id = ${userId} AND application_deactivated_at IS NULL
      AND application_lost_at IS NULL AND lease_signed_at IS NULL`);
  return { updated: updated.length, completedAt: earliest?.at ? new Date(earliest.at) : at };
}

/**
 * Whether the user has already done the references step (requests sent, or
 * skipped with a reason). An application made afterwards can start with the step
 * complete: `POST /submit-application` may call this (slice A).
 */
export async function hasCompletedReferencesStep(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await rows<{ done: boolean }>(ex, sql`
    SELECT EXISTS (SELECT 1 FROM tenant_rental_references WHERE user_id = ${userId} AND request_sent_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM tenant_rental_reference_skips WHERE user_id = ${userId}) AS done`);
  return row?.done === true;
}

/** The name a referee will recognise; an account without one is named by its email. */
export async function applicantContact(ex: Executor, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await rows<Pick<UsersRow, 'first_name' | 'last_name' | 'email'>>(ex, sql`
    SELECT first_name, last_name, email FROM users WHERE id = ${userId}`);
  const name = `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim();
  return { name: name || (row?.email ?? 'A Hearth applicant'), email: row?.email ?? '' };
}
