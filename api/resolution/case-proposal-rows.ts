/**
 * Proposal rows and their JSON (docs/resolution.md "Proposal JSON"), read here so
 * the case's `proposals` and the proposal routes answer the same shape.
 */
import { z } from 'zod';
import { PROPOSAL_STATUSES, PROPOSAL_TYPES, type ProposalStatus, type ProposalType } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import { firstNameSql } from '../db/person-name.js';
import { isoOf } from '../db/sql-helpers.js';
import { monthlyRentSql } from './monthly-rent.js';

export interface ProposalRow {
  id: number;
  case_id: number;
  proposal_type: ProposalType;
  status: ProposalStatus;
  proposed_by_user_id: number;
  proposed_by_first_name: string;
  message: string;
  fee_months: number | null;
  notice_months: number | null;
  amount_cents: number | null;
  decided_at: string | null;
  decline_reason: string | null;
  created_at: string;
  /** The case lease's monthly TOTAL_RENT (monthly-rent.ts), for fee_amount_cents. */
  monthly_rent_cents: number | null;
}

export const ProposalSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  proposal_type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  proposed_by: z.object({ user_id: z.number().int(), first_name: z.string() }),
  message: z.string(),
  fee_months: z.number().int().nullable(),
  notice_months: z.number().nullable(),
  amount_cents: z.number().int().nullable(),
  fee_amount_cents: z.number().int().nullable().describe('What accepting charges the tenant, for fee proposals; null otherwise.'),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
});
export type ProposalDto = z.infer<typeof ProposalSchema>;

const PROPOSAL_COLUMNS = sql`p.id, p.case_id, p.proposal_type, p.status, p.proposed_by_user_id, ${firstNameSql('u')} AS proposed_by_first_name,
  p.message, p.fee_months::int AS fee_months, p.notice_months::float8 AS notice_months, p.amount_cents::int AS amount_cents,
  ${isoOf(sql`p.decided_at`)} AS decided_at, p.decline_reason, ${isoOf(sql`p.created_at`)} AS created_at,
  (${monthlyRentSql(sql`c.lifecycle_id`)})::int AS monthly_rent_cents`;
const PROPOSAL_FROM = sql`resolution_proposals p JOIN resolution_cases c ON c.id = p.case_id JOIN users u ON u.id = p.proposed_by_user_id`;

/** What accepting charges: fee months × monthly rent, or the amount of a fee proposal; null when it charges nothing. */
function feeAmountCents(row: Pick<ProposalRow, 'proposal_type' | 'fee_months' | 'amount_cents' | 'monthly_rent_cents'>): number | null {
  if (row.proposal_type === 'no_replacement_with_fee') {
    return row.fee_months === null || row.monthly_rent_cents === null ? null : row.fee_months * row.monthly_rent_cents;
  }
  if (row.proposal_type === 'allow_with_fee' || row.proposal_type === 'request_fee') return row.amount_cents;
  return null;
}

export function proposalDto(row: ProposalRow): ProposalDto {
  return {
    id: row.id, case_id: row.case_id, proposal_type: row.proposal_type, status: row.status,
    proposed_by: { user_id: row.proposed_by_user_id, first_name: row.proposed_by_first_name },
    message: row.message, fee_months: row.fee_months, notice_months: row.notice_months, amount_cents: row.amount_cents,
    fee_amount_cents: feeAmountCents(row), decided_at: row.decided_at, decline_reason: row.decline_reason, created_at: row.created_at,
  };
}

/** A case's proposals, oldest first. */
export const listProposalRows = (ex: Executor, caseId: number): Promise<ProposalRow[]> =>
  rows<ProposalRow>(ex, sql`SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM} WHERE p.case_id = ${caseId} ORDER BY p.id`);

/** Proposals of several cases, oldest first within each. */
export async function proposalRowsByCase(ex: Executor, caseIds: readonly number[]): Promise<Map<number, ProposalRow[]>> {
  const byCase = new Map<number, ProposalRow[]>();
  if (caseIds.length === 0) return byCase;
  const found = await rows<ProposalRow>(ex, sql`SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM}
    WHERE p.case_id IN (${sql.join(caseIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY p.id`);
  for (const row of found) byCase.set(row.case_id, [...(byCase.get(row.case_id) ?? []), row]);
  return byCase;
}

/** One proposal row by id (no visibility check: callers check the case). */
export async function findProposalRow(ex: Executor, id: number): Promise<ProposalRow | null> {
  const [row] = await rows<ProposalRow>(ex, sql`SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM} WHERE p.id = ${id}`);
  return row ?? null;
}

