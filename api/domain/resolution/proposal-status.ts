import type { ProposalStatus } from '../../../common/resolution.js';

/** Everything that can happen to a proposal; each maps to exactly one rule. */
export const PROPOSAL_ACTIONS = ['accept', 'decline', 'supersede'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

interface Rule {
  from: readonly ProposalStatus[];
  to: ProposalStatus;
  /** Statuses where asking again changes nothing and is answered as done (accepting twice). */
  alreadyDone?: readonly ProposalStatus[];
}

/**
 * THE proposal status table (docs/resolution.md), like the case status table
 * (case-status.ts):
 * - only a pending proposal is answered: the case's tenant accepts or declines it;
 *   accepting an accepted proposal again changes nothing;
 * - a new proposal, or the case finishing (resolved or closed), supersedes the
 *   pending one;
 * - accepted, declined and superseded are final.
 */
export const PROPOSAL_RULES: Record<ProposalAction, Rule> = {
  accept: { from: ['pending'], to: 'accepted', alreadyDone: ['accepted'] },
  decline: { from: ['pending'], to: 'declined' },
  supersede: { from: ['pending'], to: 'superseded' },
};

export type ProposalTransition =
  | { ok: true; from: ProposalStatus; to: ProposalStatus; changed: boolean }
  | { ok: false; code: 'proposal_not_pending'; message: string };

export function proposalTransition(status: ProposalStatus, action: ProposalAction): ProposalTransition {
  const rule = PROPOSAL_RULES[action];
  if (rule.alreadyDone?.includes(status)) return { ok: true, from: status, to: status, changed: false };
  if (!rule.from.includes(status)) {
    return { ok: false, code: 'proposal_not_pending', message: `This proposal was ${status}; only a pending proposal can be answered.` };
  }
  return { ok: true, from: status, to: rule.to, changed: true };
}
