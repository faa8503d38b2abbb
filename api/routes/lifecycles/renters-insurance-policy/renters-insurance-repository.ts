import { z } from 'zod';
import { RENTERS_INSURANCE_PLAN_IDS, RENTERS_INSURANCE_SOURCES, type RentersInsuranceSource } from '../../../../common/renters-insurance.js';
import type { ApiConfig } from '../../../config.js';
import { rows, sql, type Executor } from '../../../db/client.js';
import { personNameSql } from '../../../db/person-name.js';
import type { InsuredHome, PlanQuote } from '../../../providers/renters-insurance.js';
import { HttpError } from '../../../http/errors.js';
import { downloadPath } from '../../../uploads/file-links.js';
import type { LifecycleActor } from '../lifecycle-actor.js';
import { visibleTo } from '../lifecycle-actor-repository.js';

export interface PolicyRow {
  id: number;
  lifecycle_id: number;
  source: RentersInsuranceSource;
  provider: string;
  policy_number: string;
  starts_on: string;
  ends_on: string;
  plan: (typeof RENTERS_INSURANCE_PLAN_IDS)[number] | null;
  personal_property_cents: number | null;
  liability_coverage_cents: number | null;
  deductible_cents: number | null;
  monthly_premium_cents: number | null;
  document_file_id: string | null;
  document_file_name: string | null;
  created_at: Date | string;
}

const POLICY_COLUMNS = sql`p.id, p.lifecycle_id, p.source, p.provider, p.policy_number, p.starts_on::text AS starts_on,
  p.ends_on::text AS ends_on, p.plan, p.personal_property_cents, p.liability_coverage_cents, p.deductible_cents,
  p.monthly_premium_cents, p.document_file_id, f.file_name AS document_file_name, p.created_at`;

/** The newest policy of a lifecycle (of one source when given), or null. */
export async function currentPolicy(ex: Executor, lifecycleId: number, source?: RentersInsuranceSource): Promise<PolicyRow | null> {
  const [row] = await rows<PolicyRow>(ex, sql`
    SELECT ${POLICY_COLUMNS}
    FROM renters_insurance_policies p LEFT JOIN uploaded_files f ON f.id = p.document_file_id
    WHERE p.lifecycle_id = ${lifecycleId} ${source ? sql`AND p.source = ${source}` : sql``}
    ORDER BY p.id DESC LIMIT 1`);
  return row ?? null;
}

/** The newest policy of each of these lifecycles that `actor` may see (lifecycle-actor-repository visibleTo). */
export async function newestPolicies(ex: Executor, actor: LifecycleActor, lifecycleIds: readonly number[]): Promise<PolicyRow[]> {
  if (lifecycleIds.length === 0) return [];
  return rows<PolicyRow>(ex, sql`
    SELECT DISTINCT ON (p.lifecycle_id) ${POLICY_COLUMNS}
    FROM renters_insurance_policies p JOIN lifecycles l ON l.id = p.lifecycle_id
      LEFT JOIN uploaded_files f ON f.id = p.document_file_id
    WHERE p.lifecycle_id IN ${sql`(${sql.join(lifecycleIds.map((id) => sql`${id}`), sql`, `)})`} AND ${visibleTo(actor)}
    ORDER BY p.lifecycle_id, p.id DESC`);
}

export interface NewPolicy {
  lifecycleId: number;
  source: RentersInsuranceSource;
  provider: string;
  policyNumber: string;
  startsOn: string;
  endsOn: string;
  plan: string | null;
  personalPropertyCents: number | null;
  liabilityCoverageCents: number | null;
  deductibleCents: number | null;
  monthlyPremiumCents: number | null;
  documentFileId: string | null;
  recordedByUserId: number;
}

export async function insertPolicy(tx: Executor, p: NewPolicy): Promise<number> {
  const [row] = await rows<{ id: number }>(tx, sql`INSERT INTO renters_insurance_policies
      (lifecycle_id, source, provider, policy_number, starts_on, ends_on, plan, personal_property_cents, liability_coverage_cents,
       deductible_cents, monthly_premium_cents, document_file_id, recorded_by_user_id)
    VALUES (${p.lifecycleId}, ${p.source}, ${p.provider}, ${p.policyNumber}, ${p.startsOn}, ${p.endsOn}, ${p.plan},
      ${p.personalPropertyCents}, ${p.liabilityCoverageCents}, ${p.deductibleCents}, ${p.monthlyPremiumCents},
      ${p.documentFileId}, ${p.recordedByUserId})
    ON CONFLICT DO NOTHING RETURNING id`);
  if (!row) {
    // Only the one-purchase index can conflict: another request bought first.
    throw new HttpError(409, 'renters_insurance_already_purchased', 'You already bought renters insurance for this lease.');
  }
  return row.id;
}

/** The profile's renters_insurance_purchase_completed_at (spec §3), set once. */
export async function markPurchaseCompleted(tx: Executor, userId: number): Promise<Date> {
  const [row] = await rows<{ at: Date }>(tx, sql`UPDATE users
      SET renters_insurance_purchase_completed_at = coalesce(renters_insurance_purchase_completed_at, now())
    WHERE id = ${userId} RETURNING renters_insurance_purchase_completed_at AS at`);
  return new Date(row.at);
}

/** The insured home's address and the tenant's name, for pricing and the certificate. */
export async function homeOf(ex: Executor, lifecycleId: number): Promise<(InsuredHome & { insuredName: string }) | null> {
  const [row] = await rows<InsuredHome & { insuredName: string }>(ex, sql`
    SELECT b.street, b.city, b.state, b.zip, ${personNameSql('u')} AS "insuredName"
    FROM lifecycles l JOIN buildings b ON b.id = l.building_id JOIN users u ON u.id = l.tenant_user_id
    WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}

export const PlanQuoteSchema = z.object({
  plan: z.enum(RENTERS_INSURANCE_PLAN_IDS),
  name: z.string(),
  personal_property_cents: z.number().int(),
  liability_coverage_cents: z.number().int(),
  deductible_cents: z.number().int(),
  monthly_premium_cents: z.number().int(),
});

export const toPlanDto = (q: PlanQuote): z.infer<typeof PlanQuoteSchema> => ({
  plan: q.plan, name: q.name, personal_property_cents: q.personalPropertyCents, liability_coverage_cents: q.liabilityCents,
  deductible_cents: q.deductibleCents, monthly_premium_cents: q.monthlyPremiumCents,
});

export const PolicySchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  source: z.enum(RENTERS_INSURANCE_SOURCES),
  provider: z.string(),
  policy_number: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  is_active: z.boolean().describe('Whether today falls within starts_on … ends_on.'),
  plan: z.enum(RENTERS_INSURANCE_PLAN_IDS).nullable(),
  personal_property_cents: z.number().int().nullable(),
  liability_coverage_cents: z.number().int().nullable(),
  deductible_cents: z.number().int().nullable(),
  monthly_premium_cents: z.number().int().nullable(),
  document_url: z.string().nullable().describe('Signed download address of the certificate (purchase) or proof (own policy).'),
  document_file_name: z.string().nullable(),
  created_at: z.string(),
});

/** Only put in a response to someone who may read the policy: the document address is a grant. */
export function toPolicyDto(config: ApiConfig, row: PolicyRow, today: string): z.infer<typeof PolicySchema> {
  return {
    id: row.id, lifecycle_id: row.lifecycle_id, source: row.source, provider: row.provider, policy_number: row.policy_number,
    starts_on: row.starts_on, ends_on: row.ends_on, is_active: row.starts_on <= today && today <= row.ends_on,
    plan: row.plan, personal_property_cents: row.personal_property_cents, liability_coverage_cents: row.liability_coverage_cents,
    deductible_cents: row.deductible_cents, monthly_premium_cents: row.monthly_premium_cents,
    document_url: row.document_file_id ? downloadPath(config, row.document_file_id) : null,
    document_file_name: row.document_file_name, created_at: new Date(row.created_at).toISOString(),
  };
}
