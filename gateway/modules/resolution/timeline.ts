import type { CaseDto, CaseHistoryDto, CommentDto, TimelineEntry } from './dto.js';

/**
 * History rows of calls that have their own timeline entry (a proposal, its
 * answer, a message) and did not move the status: shown once, as that entry.
 */
const SHOWN_ELSEWHERE = new Set(['propose', 'accept_proposal', 'decline_proposal', 'start_chat', 'comment']);

const statusEntry = (history: CaseHistoryDto): TimelineEntry => ({ kind: 'status', at: history.created_at, history });

function keepsStatusEntry(h: CaseHistoryDto): boolean {
  return h.status_from === null || h.status_from !== h.status_to || !SHOWN_ELSEWHERE.has(h.action);
}

/** Same instant: the status move first, then the proposal, then the message (the order they are written in). */
const ORDER: Record<TimelineEntry['kind'], number> = { status: 0, proposal: 1, message: 2 };

/**
 * A case's timeline, oldest first: its status moves (and flag changes), each
 * proposal when made and again when the tenant answered it (a superseded one was
 * never answered), and the conversation's messages.
 */
export function caseTimeline(c: CaseDto, comments: readonly CommentDto[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...c.history.filter(keepsStatusEntry).map(statusEntry),
    ...c.proposals.map((proposal): TimelineEntry => ({ kind: 'proposal', at: proposal.created_at, proposal, decided: false })),
    ...c.proposals
      .filter((p) => p.decided_at !== null && (p.status === 'accepted' || p.status === 'declined'))
      .map((proposal): TimelineEntry => ({ kind: 'proposal', at: proposal.decided_at!, proposal, decided: true })),
    ...comments.map((comment): TimelineEntry => ({ kind: 'message', at: comment.created_at, comment })),
  ];
  // A stable sort keeps each source's own order for equal instants.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || ORDER[a.kind] - ORDER[b.kind]);
}
