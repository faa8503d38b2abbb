import type { ActionRequiredBy, ResolutionCaseStatus } from '../../../common/resolution.js';

/** Who asks: the case's tenant, a manager of its home (resolution center area), or Hearth staff. */
export type CaseParty = 'tenant' | 'manager' | 'staff';

/** Everything that can be done to a case; each REST call maps to exactly one. */
export const CASE_ACTIONS = [
  'add_evidence', 'propose', 'accept_proposal', 'decline_proposal', 'start_chat', 'comment',
  'pending_finalization', 'resolve', 'close', 'escalate', 'ban',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

interface Rule {
  from: readonly ResolutionCaseStatus[];
  /** Where one party may act from other statuses than `from`. */
  fromFor?: Partial<Record<CaseParty, readonly ResolutionCaseStatus[]>>;
  /** The status after the action; 'same' leaves it where it is. */
  to: ResolutionCaseStatus | 'same' | 'open';
  by: readonly CaseParty[];
}

const IN_PROGRESS = ['evidence_required', 'open', 'proposal_accepted', 'pending_finalization'] as const;

/**
 * THE case status table (spec §4 names the statuses and calls, not the
 * transitions; these are ours, docs/resolution.md explains each):
 * - a case of a type that needs evidence starts evidence_required and opens when
 *   the tenant attaches a file; the manager proposes only on an open case;
 * - the tenant accepts (→ proposal_accepted, effects applied in the same
 *   transaction) or declines (stays open, the manager's turn again);
 * - once accepted, the manager (or staff) confirms the terms are under way
 *   (→ pending_finalization), and staff resolve: Hearth closes the loop;
 * - the tenant may withdraw (close) before anything is agreed; staff may close
 *   or resolve at any point of progress; resolved and closed are final;
 * - chat and comments never move the status; escalation and ban are flags staff
 *   set beside the status (ban also on a finished case, where abuse is found late).
 */
export const CASE_RULES: Record<CaseAction, Rule> = {
  add_evidence: { from: ['evidence_required', 'open'], to: 'open', by: ['tenant'] },
  propose: { from: ['open'], to: 'same', by: ['manager'] },
  accept_proposal: { from: ['open'], to: 'proposal_accepted', by: ['tenant'] },
  decline_proposal: { from: ['open'], to: 'same', by: ['tenant'] },
  start_chat: { from: IN_PROGRESS, to: 'same', by: ['tenant', 'manager', 'staff'] },
  comment: { from: IN_PROGRESS, to: 'same', by: ['tenant', 'manager', 'staff'] },
  pending_finalization: { from: ['proposal_accepted'], to: 'pending_finalization', by: ['manager', 'staff'] },
  resolve: { from: IN_PROGRESS, to: 'resolved', by: ['staff'] },
  // Staff may also close a case past agreement; the tenant may not (the terms bind them).
  close: { from: ['evidence_required', 'open'], fromFor: { staff: IN_PROGRESS }, to: 'closed', by: ['tenant', 'staff'] },
  escalate: { from: IN_PROGRESS, to: 'same', by: ['staff'] },
  ban: { from: [...IN_PROGRESS, 'resolved', 'closed'], to: 'same', by: ['staff'] },
};

export type CaseTransition =
  | { ok: true; from: ResolutionCaseStatus; to: ResolutionCaseStatus }
  | { ok: false; code: 'case_action_not_allowed'; message: string };

export function caseTransition(status: ResolutionCaseStatus, action: CaseAction, party: CaseParty): CaseTransition {
  const rule = CASE_RULES[action];
  const from = rule.fromFor?.[party] ?? rule.from;
  if (!rule.by.includes(party)) {
    return { ok: false, code: 'case_action_not_allowed', message: `A ${party} may not ${label(action)} a case.` };
  }
  if (!from.includes(status)) {
    return { ok: false, code: 'case_action_not_allowed', message: `A case that is ${status} cannot ${label(action)}.` };
  }
  return { ok: true, from: status, to: rule.to === 'same' ? status : rule.to };
}

export interface CaseFacts {
  status: ResolutionCaseStatus;
  escalation: 'escalated' | 'not_escalated';
  hasPendingProposal: boolean;
  hasThread: boolean;
}

/**
 * The actions `party` may take now, the DTO's `viewer_may.actions`: the status
 * table, narrowed by facts it cannot see (accept/decline need a pending
 * proposal; start_chat only until the thread exists, comment only after).
 */
export function allowedCaseActions(facts: CaseFacts, party: CaseParty): CaseAction[] {
  return CASE_ACTIONS.filter((action) => {
    if (!caseTransition(facts.status, action, party).ok) return false;
    if (action === 'accept_proposal' || action === 'decline_proposal') return facts.hasPendingProposal;
    if (action === 'start_chat') return !facts.hasThread;
    if (action === 'comment') return facts.hasThread;
    return true;
  });
}

/**
 * Spec §3 "Who must act next", always known: final cases wait for nobody; an
 * escalated case waits for the product team; otherwise it follows the status
 * (and, when open, whether a proposal waits for the tenant). `unknown` only for
 * a status this table does not know, which the database CHECK rules out.
 */
export function actionRequiredBy(facts: Pick<CaseFacts, 'status' | 'escalation' | 'hasPendingProposal'>): ActionRequiredBy {
  if (facts.status === 'resolved' || facts.status === 'closed') return 'none';
  if (facts.escalation === 'escalated') return 'product team';
  switch (facts.status) {
    case 'evidence_required': return 'tenant';
    case 'open': return facts.hasPendingProposal ? 'tenant' : 'manager';
    case 'proposal_accepted': return 'manager';
    case 'pending_finalization': return 'product team';
    default: return 'unknown';
  }
}

function label(action: CaseAction): string {
  return action.replace(/_/g, ' ');
}
