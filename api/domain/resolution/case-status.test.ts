import { describe, expect, it } from 'vitest';
import { RESOLUTION_CASE_STATUSES, type ResolutionCaseStatus } from '../../../common/resolution.js';
import { CASE_ACTIONS, actionRequiredBy, allowedCaseActions, caseTransition, type CaseAction, type CaseParty } from './case-status.js';

const PARTIES: CaseParty[] = ['tenant', 'manager', 'staff'];
const P = ['evidence_required', 'open', 'proposal_accepted', 'pending_finalization'] as const;
const ALL = [...P, 'resolved', 'closed'] as const;

/**
 * docs/resolution.md "Statuses and transitions", written out by hand (not read
 * from CASE_RULES) so a change to the table must change this test too:
 * action → party → the statuses it may be taken from, and where it leads.
 */
const EXPECTED: Record<CaseAction, Partial<Record<CaseParty, readonly ResolutionCaseStatus[]>> & { to: ResolutionCaseStatus | 'same' }> = {
  add_evidence: { tenant: ['evidence_required', 'open'], to: 'open' },
  propose: { manager: ['open'], to: 'same' },
  accept_proposal: { tenant: ['open'], to: 'proposal_accepted' },
  decline_proposal: { tenant: ['open'], to: 'same' },
  start_chat: { tenant: P, manager: P, staff: P, to: 'same' },
  comment: { tenant: P, manager: P, staff: P, to: 'same' },
  pending_finalization: { manager: ['proposal_accepted'], staff: ['proposal_accepted'], to: 'pending_finalization' },
  resolve: { staff: P, to: 'resolved' },
  close: { tenant: ['evidence_required', 'open'], staff: P, to: 'closed' },
  escalate: { staff: P, to: 'same' },
  ban: { staff: ALL, to: 'same' },
};

describe('the case status table', () => {
  for (const action of CASE_ACTIONS) {
    for (const party of PARTIES) {
      for (const status of RESOLUTION_CASE_STATUSES) {
        const from = EXPECTED[action][party] ?? [];
        const allowed = from.includes(status);
        it(`${party} ${allowed ? 'may' : 'may not'} ${action} a ${status} case`, () => {
          const t = caseTransition(status, action, party);
          expect(t.ok).toBe(allowed);
          if (t.ok) expect(t.to).toBe(EXPECTED[action].to === 'same' ? status : EXPECTED[action].to);
          else expect(t.code).toBe('case_action_not_allowed');
        });
      }
    }
  }
});

describe('allowedCaseActions', () => {
  const facts = (status: ResolutionCaseStatus, more: { pending?: boolean; thread?: boolean; escalated?: boolean } = {}) => ({
    status, escalation: more.escalated ? 'escalated' as const : 'not_escalated' as const, hasPendingProposal: more.pending ?? false, hasThread: more.thread ?? false,
  });

  it('an open case without a proposal or thread', () => {
    expect(allowedCaseActions(facts('open'), 'tenant')).toEqual(['add_evidence', 'start_chat', 'close']);
    expect(allowedCaseActions(facts('open'), 'manager')).toEqual(['propose', 'start_chat']);
    expect(allowedCaseActions(facts('open'), 'staff')).toEqual(['start_chat', 'resolve', 'close', 'escalate', 'ban']);
  });

  it('accept and decline only with a pending proposal; comment only once the thread exists, start_chat only before', () => {
    expect(allowedCaseActions(facts('open', { pending: true, thread: true }), 'tenant'))
      .toEqual(['add_evidence', 'accept_proposal', 'decline_proposal', 'comment', 'close']);
    expect(allowedCaseActions(facts('open', { pending: true, thread: true }), 'manager')).toEqual(['propose', 'comment']);
  });

  it('evidence_required: the tenant adds evidence or withdraws; the manager only chats', () => {
    expect(allowedCaseActions(facts('evidence_required'), 'tenant')).toEqual(['add_evidence', 'start_chat', 'close']);
    expect(allowedCaseActions(facts('evidence_required', { thread: true }), 'manager')).toEqual(['comment']);
  });

  it('after acceptance the manager confirms; the tenant can no longer withdraw', () => {
    expect(allowedCaseActions(facts('proposal_accepted', { thread: true }), 'tenant')).toEqual(['comment']);
    expect(allowedCaseActions(facts('proposal_accepted'), 'manager')).toEqual(['start_chat', 'pending_finalization']);
    expect(allowedCaseActions(facts('pending_finalization'), 'manager')).toEqual(['start_chat']);
    expect(allowedCaseActions(facts('pending_finalization'), 'staff')).toEqual(['start_chat', 'resolve', 'close', 'escalate', 'ban']);
  });

  it('final cases: nothing but staff\'s ban', () => {
    for (const status of ['resolved', 'closed'] as const) {
      expect(allowedCaseActions(facts(status, { thread: true, pending: true }), 'tenant')).toEqual([]);
      expect(allowedCaseActions(facts(status, { thread: true }), 'manager')).toEqual([]);
      expect(allowedCaseActions(facts(status, { thread: true }), 'staff')).toEqual(['ban']);
    }
  });
});

describe('actionRequiredBy', () => {
  const cases: [ResolutionCaseStatus, boolean, boolean, string][] = [];
  for (const status of RESOLUTION_CASE_STATUSES) {
    for (const escalated of [false, true]) {
      for (const pending of [false, true]) {
        const expected = status === 'resolved' || status === 'closed' ? 'none'
          : escalated ? 'product team'
            : { evidence_required: 'tenant', open: pending ? 'tenant' : 'manager', proposal_accepted: 'manager', pending_finalization: 'product team' }[status];
        cases.push([status, escalated, pending, expected]);
      }
    }
  }
  it.each(cases)('%s, escalated %s, pending proposal %s → %s', (status, escalated, pending, expected) => {
    expect(actionRequiredBy({ status, escalation: escalated ? 'escalated' : 'not_escalated', hasPendingProposal: pending })).toBe(expected);
  });

  it('unknown for a status outside the table', () => {
    expect(actionRequiredBy({ status: 'archived' as ResolutionCaseStatus, escalation: 'not_escalated', hasPendingProposal: false })).toBe('unknown');
  });
});
