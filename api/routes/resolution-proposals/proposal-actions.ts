/**
 * Proposing, accepting and declining (docs/resolution.md; decisions in
 * README.md), each in the caller's transaction: the case row is locked first, so
 * concurrent actions on one case take turns, then the proposal.
 */
import { PROPOSAL_TYPE_LABELS, type ProposalType } from '../../../common/resolution.js';
import type { Executor } from '../../db/client.js';
import { HttpError, forbidden } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import { actorFor, lockCase, moveCase, recordCaseEvent, requireCaseAction } from '../../resolution/case-core.js';
import type { CaseRow } from '../../resolution/case-repository.js';
import type { CaseParty } from '../../domain/resolution/case-status.js';
import { applyAcceptedProposal } from '../../resolution/effects.js';
import { validateProposal, type ProposalTermsInput } from '../../resolution/proposal-rules.js';
import { proposalTransition } from '../../domain/resolution/proposal-status.js';
import {
  caseIdOf, insertProposal, lockProposal, markProposalAccepted, markProposalDeclined, supersedePendingProposal, type LockedProposal,
} from '../../resolution/proposals-repository.js';

export interface NewProposal extends ProposalTermsInput {
  case_id: number;
  proposal_type: string;
  message?: string | undefined;
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
  await supersedePendingProposal(tx, row.id);
  const createdId = await insertProposal(tx, row.id, viewer.userId, body.message ?? '', valid);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, 'propose', to, actor, label(valid));
  await recordCaseEvent(tx, row, actor, 'propose', 'New proposal on your case', label(valid));
  return createdId;
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

/** The proposal status table decides; a refusal is 422 proposal_not_pending. Returns whether the status moves. */
function requireProposalAction(proposal: LockedProposal, action: 'accept' | 'decline'): boolean {
  const step = proposalTransition(proposal.status, action);
  if (!step.ok) throw new HttpError(422, step.code, step.message);
  return step.changed;
}

/**
 * The tenant accepts: the proposal is accepted, the case moves to
 * proposal_accepted and the effects apply, all or nothing. Accepting it again
 * changes nothing (the caller answers the case as it is). Returns the case id.
 */
export async function acceptProposal(tx: Executor, viewer: Viewer, proposalId: number): Promise<number> {
  const { row, party, proposal } = await lockBoth(tx, viewer, proposalId);
  requireTenant(party, 'accept');
  if (!requireProposalAction(proposal, 'accept')) return row.id;
  const to = requireCaseAction(row, 'accept_proposal', party);
  await markProposalAccepted(tx, proposal.id, viewer.userId);
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
  requireProposalAction(proposal, 'decline');
  const to = requireCaseAction(row, 'decline_proposal', party);
  await markProposalDeclined(tx, proposal.id, viewer.userId, reason);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, 'decline_proposal', to, actor, reason);
  await recordCaseEvent(tx, row, actor, 'decline_proposal', 'Your proposal was declined', reason ?? label(proposal));
  return row.id;
}
