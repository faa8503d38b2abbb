import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { IncomeSource } from '../../../common/screening.js';
import { rows, sql, type Executor } from '../../db/client.js';
import {
  financialQualificationsDeferrals, tenantFinancialQualificationsDocuments, tenantFinancialQualificationsSubmissions, uploadedFiles,
} from '../../db/schema.js';
import type { LifecyclesRow } from '../../db/__generated__/rows.js';

export interface LifecycleForIncome extends Pick<LifecyclesRow, 'id' | 'tenant_user_id'> {
  is_active: boolean;
  tenant_step_completed_at: LifecyclesRow['tenant_financial_qualifications_step_completed_at'];
}

/**
 * The lifecycle, if the caller may give income for it: as its tenant, or as the
 * accepted guarantor of the given connection of it. Locked for the transaction.
 */
export async function lifecycleForIncome(
  ex: Executor, lifecycleId: number, callerId: number, guarantorConnectionId: number | null,
): Promise<LifecycleForIncome | null> {
  const [row] = await rows<LifecycleForIncome>(ex, sql`
    SELECT l.id, l.tenant_user_id,
      (l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL AND l.lease_signed_at IS NULL) AS is_active,
      l.tenant_financial_qualifications_step_completed_at AS tenant_step_completed_at
    FROM lifecycles l
    WHERE l.id = ${lifecycleId} AND (
      ${guarantorConnectionId}::int IS NULL AND l.tenant_user_id = ${callerId}
      OR EXISTS (SELECT 1 FROM guarantor_connections g WHERE g.id = ${guarantorConnectionId}::int AND g.lifecycle_id = l.id
        AND g.guarantor_user_id = ${callerId} AND g.accepted_at IS NOT NULL))
    FOR UPDATE OF l`);
  return row ?? null;
}

export async function insertSubmission(ex: Executor, values: {
  lifecycleId: number; submittedByUserId: number; guarantorConnectionId: number | null;
  monthlyIncomeCents: number; incomeSources: IncomeSource[]; employerName: string | null; fileIds: string[];
}) {
  const { fileIds, ...submission } = values;
  const [row] = await ex.insert(tenantFinancialQualificationsSubmissions).values(submission).returning();
  await ex.insert(tenantFinancialQualificationsDocuments).values(fileIds.map((fileId, position) => ({ submissionId: row.id, fileId, position })));
  return row;
}

/** The step is done: the tenant's, or the guarantor's for their connection. The first completion time is kept. */
export async function completeIncomeStep(ex: Executor, lifecycleId: number, guarantorConnectionId: number | null): Promise<void> {
  if (guarantorConnectionId === null) {
    await ex.execute(sql`UPDATE lifecycles SET updated_at = now(),
      tenant_financial_qualifications_step_completed_at = COALESCE(tenant_financial_qualifications_step_completed_at, now())
      WHERE id = ${lifecycleId}`);
    return;
  }
  await ex.execute(sql`UPDATE lifecycles SET updated_at = now(),
    guarantor_financial_qualifications_step_completed_at = COALESCE(guarantor_financial_qualifications_step_completed_at, now())
    WHERE id = ${lifecycleId}`);
  await ex.execute(sql`UPDATE guarantor_connections
    SET financial_qualifications_completed_at = COALESCE(financial_qualifications_completed_at, now())
    WHERE id = ${guarantorConnectionId}`);
}

export type SubmissionRow = typeof tenantFinancialQualificationsSubmissions.$inferSelect;
export type DocumentRow = { submissionId: number; fileId: string; fileName: string };

/** The caller's submissions for one lifecycle (their own as tenant, or as that connection's guarantor), newest first. */
export async function submissionsOf(ex: Executor, lifecycleId: number, callerId: number, guarantorConnectionId: number | null) {
  const submissions = await ex.select().from(tenantFinancialQualificationsSubmissions).where(and(
    eq(tenantFinancialQualificationsSubmissions.lifecycleId, lifecycleId),
    eq(tenantFinancialQualificationsSubmissions.submittedByUserId, callerId),
    guarantorConnectionId === null
      ? isNull(tenantFinancialQualificationsSubmissions.guarantorConnectionId)
      : eq(tenantFinancialQualificationsSubmissions.guarantorConnectionId, guarantorConnectionId),
  )).orderBy(desc(tenantFinancialQualificationsSubmissions.createdAt), desc(tenantFinancialQualificationsSubmissions.id)).limit(100);
  return { submissions, documents: await documentsOf(ex, submissions.map((s) => s.id)) };
}

export async function documentsOf(ex: Executor, submissionIds: number[]): Promise<DocumentRow[]> {
  if (submissionIds.length === 0) return [];
  return ex.select({ submissionId: tenantFinancialQualificationsDocuments.submissionId, fileId: uploadedFiles.id, fileName: uploadedFiles.fileName })
    .from(tenantFinancialQualificationsDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, tenantFinancialQualificationsDocuments.fileId))
    .where(inArray(tenantFinancialQualificationsDocuments.submissionId, submissionIds))
    .orderBy(tenantFinancialQualificationsDocuments.position);
}

export async function findDeferral(ex: Executor, lifecycleId: number) {
  const [row] = await ex.select().from(financialQualificationsDeferrals).where(eq(financialQualificationsDeferrals.lifecycleId, lifecycleId));
  return row ?? null;
}

/** Records the deferral and counts the tenant's step as done (see README). */
export async function deferIncomeStep(ex: Executor, lifecycleId: number, userId: number, reason: string) {
  const [row] = await ex.insert(financialQualificationsDeferrals).values({ lifecycleId, userId, reason }).returning();
  await ex.execute(sql`UPDATE lifecycles SET updated_at = now(), tenant_financial_qualifications_step_completed_at = ${row.deferredAt}
    WHERE id = ${lifecycleId}`);
  return row;
}
