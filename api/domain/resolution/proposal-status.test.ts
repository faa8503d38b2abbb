import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../../../common/resolution.js';
import { PROPOSAL_ACTIONS, proposalTransition, type ProposalAction } from './proposal-status.js';

/**
 * docs/resolution.md, written out by hand (not read from PROPOSAL_RULES) so a
 * change to the table must change this test too: action → status → the outcome.
 */
const EXPECTED: Record<ProposalAction, Partial<Record<ProposalStatus, ProposalStatus | 'unchanged'>>> = {
  accept: { pending: 'accepted', accepted: 'unchanged' },
  decline: { pending: 'declined' },
  supersede: { pending: 'superseded' },
};

describe('the proposal status table', () => {
  for (const action of PROPOSAL_ACTIONS) {
    for (const status of PROPOSAL_STATUSES) {
      const expected = EXPECTED[action][status];
      it(`${action} from ${status}: ${expected ?? 'refused'}`, () => {
        const step = proposalTransition(status, action);
        if (expected === undefined) {
          expect(step).toEqual({ ok: false, code: 'proposal_not_pending', message: `This proposal was ${status}; only a pending proposal can be answered.` });
        } else if (expected === 'unchanged') {
          expect(step).toEqual({ ok: true, from: status, to: status, changed: false });
        } else {
          expect(step).toEqual({ ok: true, from: status, to: expected, changed: true });
        }
      });
    }
  }
});
