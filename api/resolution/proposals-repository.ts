/**
 * The SQL of resolution proposals: reading them for their JSON (proposal-dto.ts),
 * reading and locking one, and writing the status moves the proposal status table
 * allows (api/domain/resolution/proposal-status.ts).
 */
import type { ProposalType } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { ResolutionProposalsRow, UsersRow } from '../db/__generated__/rows.js';
import { firstNameSql } from '../db/person-name.js';
import { isoOf } from '../db/sql-helpers.js';
import { notFound } from '../http/errors.js';
import { monthlyRentSql } from './monthly-rent-repository.js';

/** numeric and bigint terms, read as float8 and int. */
interface Terms {
  notice_months: number | null;
  amount_cents: number | null;
}

export type ProposalRow = Pick<ResolutionProposalsRow,
  'id' | 'case_id' | 'proposal_type' | 'status' | 'proposed_by_user_id' | 'message' | 'fee_months' | 'decided_at' | 'decline_reason' | 'created_at'>
  & Terms & {
    proposed_by_first_name: UsersRow['first_name'];
    /** The case lease's monthly TOTAL_RENT (monthly-rent-repository.ts), for fee_amount_cents. */
    monthly_rent_cents: number | null;
  };

export type LockedProposal = Pick<ResolutionProposalsRow, 'id' | 'case_id' | 'proposal_type' | 'status' | 'fee_months'> & Terms;

const PROPOSAL_COLUMNS = sql`p.id, p.case_id, p.proposal_type, p.status, p.proposed_by_user_id, ${firstNameSql('u')} AS proposed_by_first_name,
  p.message, p.fee_months::int AS fee_months, p.notice_months::float8 AS notice_months, p.amount_cents::int AS amount_cents,
  ${isoOf(sql`p.decided_at`)} AS decided_at, p.decline_reason, ${isoOf(sql`p.created_at`)} AS created_at,
  (${monthlyRentSql(sql`c.lifecycle_id`)})::int AS monthly_rent_cents`;
const PROPOSAL_FROM = sql`resolution_proposals p JOIN resolution_cases c ON c.id = p.case_id JOIN users u ON u.id = p.proposed_by_user_id`;

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

/** The case a proposal belongs to; 404 for a proposal that does not exist (its case decides visibility after). */
export async function caseIdOf(ex: Executor, proposalId: number): Promise<number> {
  const [found] = await rows<Pick<ResolutionProposalsRow, 'case_id'>>(ex, sql`SELECT case_id FROM resolution_proposals WHERE id = ${proposalId}`);
  if (!found) throw notFound('proposal');
  return found.case_id;
}

export async function lockProposal(tx: Executor, id: number): Promise<LockedProposal> {
  const [row] = await rows<LockedProposal>(tx, sql`SELECT id, case_id, proposal_type, status, fee_months::int AS fee_months,
      notice_months::float8 AS notice_months, amount_cents::int AS amount_cents
    FROM resolution_proposals WHERE id = ${id} FOR UPDATE`);
  return row!;
}

/** A new proposal, or the case finishing, supersedes the pending one (PROPOSAL_RULES.supersede). */
export async function supersedePendingProposal(tx: Executor, caseId: number): Promise<void> {
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'superseded', decided_at = now()
    WHERE case_id = ${caseId} AND status = 'pending'`);
}

export async function insertProposal(tx: Executor, caseId: number, proposedByUserId: number, message: string,
  valid: { proposal_type: ProposalType; fee_months: number | null; notice_months: number | null; amount_cents: number | null }): Promise<number> {
  const [created] = await rows<Pick<ResolutionProposalsRow, 'id'>>(tx, sql`INSERT INTO resolution_proposals
      (case_id, proposal_type, proposed_by_user_id, message, fee_months, notice_months, amount_cents)
    VALUES (${caseId}, ${valid.proposal_type}, ${proposedByUserId}, ${message}, ${valid.fee_months}, ${valid.notice_months}, ${valid.amount_cents})
    RETURNING id`);
  return created!.id;
}

/** PROPOSAL_RULES.accept. */
export async function markProposalAccepted(tx: Executor, proposalId: number, decidedByUserId: number): Promise<void> {
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'accepted', decided_by_user_id = ${decidedByUserId}, decided_at = now()
    WHERE id = ${proposalId}`);
}

/** PROPOSAL_RULES.decline. */
export async function markProposalDeclined(tx: Executor, proposalId: number, decidedByUserId: number, reason: string | null): Promise<void> {
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'declined', decided_by_user_id = ${decidedByUserId}, decided_at = now(),
    decline_reason = ${reason} WHERE id = ${proposalId}`);
}
