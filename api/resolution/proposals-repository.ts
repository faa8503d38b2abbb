/**
 * The SQL of resolution proposals: reading and locking one, and writing the status
 * moves the proposal status table allows (api/domain/resolution/proposal-status.ts).
 */
import type { ProposalStatus, ProposalType } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import { notFound } from '../http/errors.js';

export interface LockedProposal {
  id: number;
  case_id: number;
  proposal_type: ProposalType;
  status: ProposalStatus;
  fee_months: number | null;
  notice_months: number | null;
  amount_cents: number | null;
}

/** The case a proposal belongs to; 404 for a proposal that does not exist (its case decides visibility after). */
export async function caseIdOf(ex: Executor, proposalId: number): Promise<number> {
  const [found] = await rows<{ case_id: number }>(ex, sql`SELECT case_id FROM resolution_proposals WHERE id = ${proposalId}`);
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
  const [created] = await rows<{ id: number }>(tx, sql`INSERT INTO resolution_proposals
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
