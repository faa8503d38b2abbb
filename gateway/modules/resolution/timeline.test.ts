import { describe, expect, it } from 'vitest';
import type { CaseDto, CommentDto, ProposalDto } from './dto.js';
import { caseTimeline } from './timeline.js';

const manager = { user_id: 2, first_name: 'Morgan' };
const tenant = { user_id: 1, first_name: 'Tara' };

function proposal(id: number, at: string, status: ProposalDto['status'], decidedAt: string | null = null): ProposalDto {
  return {
    id, case_id: 7, proposal_type: 'no_replacement', status, proposed_by: manager, message: '', fee_months: null,
    notice_months: null, amount_cents: null, fee_amount_cents: null, decided_at: decidedAt, decline_reason: null, created_at: at,
  };
}

const comment = (id: number, at: string): CommentDto => ({ id, thread_id: 3, author: tenant, author_role: 'tenant', body: `m${id}`, created_at: at });

function aCase(parts: Pick<CaseDto, 'history' | 'proposals'>): CaseDto {
  return { ...parts } as CaseDto;
}

describe('a case timeline', () => {
  it('merges status moves, proposals (made and answered) and messages, oldest first', () => {
    const c = aCase({
      history: [
        { status_from: null, status_to: 'open', action: 'open', actor_role: 'tenant', created_at: '2026-01-01T10:00:00Z', note: null },
        { status_from: 'open', status_to: 'proposal_accepted', action: 'accept_proposal', actor_role: 'tenant', created_at: '2026-01-03T10:00:00Z', note: null },
      ],
      proposals: [
        proposal(1, '2026-01-02T09:00:00Z', 'superseded', '2026-01-02T11:00:00Z'),
        proposal(2, '2026-01-02T11:00:00Z', 'accepted', '2026-01-03T10:00:00Z'),
      ],
    });
    const entries = caseTimeline(c, [comment(5, '2026-01-02T10:00:00Z')]);
    expect(entries.map((e) => [e.kind, e.at])).toEqual([
      ['status', '2026-01-01T10:00:00Z'],
      ['proposal', '2026-01-02T09:00:00Z'],
      ['message', '2026-01-02T10:00:00Z'],
      ['proposal', '2026-01-02T11:00:00Z'],
      // The acceptance moved the status: the move comes first, then the answer.
      ['status', '2026-01-03T10:00:00Z'],
      ['proposal', '2026-01-03T10:00:00Z'],
    ]);
    // A superseded proposal was never answered: it appears once.
    expect(entries.filter((e) => e.kind === 'proposal' && e.proposal.id === 1)).toHaveLength(1);
  });

  it('a call that kept the status and has its own entry is not shown twice; a flag change is', () => {
    const c = aCase({
      history: [
        { status_from: 'open', status_to: 'open', action: 'decline_proposal', actor_role: 'tenant', created_at: '2026-01-02T10:00:00Z', note: null },
        { status_from: 'open', status_to: 'open', action: 'escalate', actor_role: 'hearth-team', created_at: '2026-01-02T12:00:00Z', note: 'stuck' },
      ],
      proposals: [proposal(1, '2026-01-02T09:00:00Z', 'declined', '2026-01-02T10:00:00Z')],
    });
    const entries = caseTimeline(c, []);
    expect(entries.map((e) => e.kind)).toEqual(['proposal', 'proposal', 'status']);
    expect(entries[2]).toMatchObject({ kind: 'status', history: { action: 'escalate', note: 'stuck' } });
  });
});
