/**
 * Proposing, accepting and declining (docs/resolution.md; decisions in
 * README.md), each in the caller's transaction: the case row is locked first, so
 * concurrent actions on one case take turns, then the proposal.
 */
import { PROPOSAL_TYPE_LABELS, type ProposalStatus, type ProposalType } from '../../../common/resolution.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { actorFor, lockCase, moveCase, recordCaseEvent, requireCaseAction, type CaseRow, type Viewer } from '../../resolution/case-core.js';
import type { CaseParty } from '../../domain/resolution/case-status.js';
import { applyAcceptedProposal } from '../../resolution/effects.js';
import { validateProposal, type ProposalTermsInput } from '../../resolution/proposal-rules.js';

export interface NewProposal extends ProposalTermsInput {
  case_id: number;
  proposal_type: string;
  message?: string | undefined;
}

interface LockedProposal {
  id: number;
  case_id: number;
  proposal_type: ProposalType;
  status: ProposalStatus;
  fee_months: number | null;
  notice_months: number | null;
  amount_cents: number | null;
}

/** The case a proposal belongs to; 404 for a proposal that does not exist (its case decides visibility after). */
async function caseIdOf(ex: Executor, proposalId: number): Promise<number> {
  const [found] = await rows<{ case_id: number }>(ex, sql`SELECT case_id FROM resolution_proposals WHERE id = ${proposalId}`);
  if (!found) throw notFound('proposal');
  return found.case_id;
}

async function lockProposal(tx: Executor, id: number): Promise<LockedProposal> {
  const [row] = await rows<LockedProposal>(tx, sql`SELECT id, case_id, proposal_type, status, fee_months::int AS fee_months,
      notice_months::float8 AS notice_months, amount_cents::int AS amount_cents
    FROM resolution_proposals WHERE id = ${id} FOR UPDATE`);
  return row!;
}

const label = (p: { proposal_type: ProposalType }) => PROPOSAL_TYPE_LABELS[p.proposal_type];

/**
 * A manager's proposal on an open case: validated against the kind before
 * anything is written, it supersedes the pending one and the tenant is told.
 * Returns the new proposal's id.
 */
export async function propose(tx: Executor, viewer: Viewer, body: NewProposal): Promise<number> {
  const { row, party } = await lockCase(tx, viewer, body.case_id);
  const to = requireCaseAction(row, 'propose', party);
  const valid = validateProposal(row.kind, body.proposal_type, body, row.disputed_amount_cents);
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'superseded', decided_at = now()
    WHERE case_id = ${row.id} AND status = 'pending'`);
  const [created] = await rows<{ id: number }>(tx, sql`INSERT INTO resolution_proposals
      (case_id, proposal_type, proposed_by_user_id, message, fee_months, notice_months, amount_cents)
    VALUES (${row.id}, ${valid.proposal_type}, ${viewer.userId}, ${body.message ?? ''}, ${valid.fee_months}, ${valid.notice_months}, ${valid.amount_cents})
    RETURNING id`);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, 'propose', to, actor, label(valid));
  await recordCaseEvent(tx, row, actor, 'propose', 'New proposal on your case', label(valid));
  return created!.id;
}

/** Only the case's tenant answers a proposal: 403 for its other parties (outsiders got 404 from lockCase). */
function requireTenant(party: CaseParty, what: string): void {
  if (party !== 'tenant') throw forbidden(`Only the case's tenant may ${what} a proposal.`);
}

/** The locked case and proposal, the proposal checked to belong to a case the viewer sees (404 otherwise). */
async function lockBoth(tx: Executor, viewer: Viewer, proposalId: number): Promise<{ row: CaseRow; party: CaseParty; proposal: LockedProposal }> {
  const { row, party } = await lockCase(tx, viewer, await caseIdOf(tx, proposalId), 'proposal');
  return { row, party, proposal: await lockProposal(tx, proposalId) };
}

const notPending = (p: LockedProposal) => new HttpError(422, 'proposal_not_pending', `This proposal was ${p.status}; only a pending proposal can be answered.`);

/**
 * The tenant accepts: the proposal is accepted, the case moves to
 * proposal_accepted and the effects apply, all or nothing. Accepting it again
 * changes nothing (the caller answers the case as it is). Returns the case id.
 */
export async function acceptProposal(tx: Executor, viewer: Viewer, proposalId: number): Promise<number> {
  const { row, party, proposal } = await lockBoth(tx, viewer, proposalId);
  requireTenant(party, 'accept');
  if (proposal.status === 'accepted') return row.id;
  if (proposal.status !== 'pending') throw notPending(proposal);
  const to = requireCaseAction(row, 'accept_proposal', party);
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'accepted', decided_by_user_id = ${viewer.userId}, decided_at = now()
    WHERE id = ${proposal.id}`);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, 'accept_proposal', to, actor, label(proposal));
  await applyAcceptedProposal(tx, row, proposal, actor);
  await recordCaseEvent(tx, row, actor, 'accept_proposal', 'Your proposal was accepted', label(proposal));
  return row.id;
}

/** The tenant declines: the case stays open and it is the manager's turn again. Returns the case id. */
export async function declineProposal(tx: Executor, viewer: Viewer, proposalId: number, reason: string | null): Promise<number> {
  const { row, party, proposal } = await lockBoth(tx, viewer, proposalId);
  requireTenant(party, 'decline');
  if (proposal.status !== 'pending') throw notPending(proposal);
  const to = requireCaseAction(row, 'decline_proposal', party);
  await tx.execute(sql`UPDATE resolution_proposals SET status = 'declined', decided_by_user_id = ${viewer.userId}, decided_at = now(),
    decline_reason = ${reason} WHERE id = ${proposal.id}`);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, 'decline_proposal', to, actor, reason);
  await recordCaseEvent(tx, row, actor, 'decline_proposal', 'Your proposal was declined', reason ?? label(proposal));
  return row.id;
}
