/**
 * The case calls other than open and proposals (docs/resolution.md): each locks
 * the case, asks THE table (requireCaseAction: 403 for a side that never may, 422
 * case_action_not_allowed for a status that does not allow it), applies its
 * change, writes a history row through moveCase and tells the other party.
 */
import { invalidInput } from '../http/errors.js';
import type { Executor } from '../db/client.js';
import type { Viewer } from '../http/viewer.js';
import type { CaseAction, CaseParty } from '../domain/resolution/case-status.js';
import { actorFor, lockCase, moveCase, recordCaseEvent, requireCaseAction } from './case-core.js';
import { setBan, setEscalation, setResolutionNote, type CaseRow } from './case-repository.js';
import { ensureThread, postComment } from './case-comments.js';
import { attachEvidence, requireCaseEvidence } from './case-evidence.js';
import type { EscalationReason, EscalationState, BanState } from '../../common/resolution.js';

interface Step {
  action: CaseAction;
  /** Notification title for the other party. */
  title: string;
  body?: string;
  note?: string | null;
  /** The action's own change, after the table allowed it and before the status moves. */
  apply?: (row: CaseRow, party: CaseParty) => Promise<void>;
}

/** Runs one allowed action on the case in the caller's transaction; returns the case row after it. */
export async function runCaseAction(tx: Executor, viewer: Viewer, caseId: number, step: Step): Promise<CaseRow> {
  const { row, party } = await lockCase(tx, viewer, caseId);
  const to = requireCaseAction(row, step.action, party);
  await step.apply?.(row, party);
  const actor = actorFor(viewer, party);
  await moveCase(tx, row, step.action, to, actor, step.note ?? null);
  await recordCaseEvent(tx, row, actor, step.action, step.title, step.body ?? '');
  return row;
}

/** POST …/evidence: the tenant's uploads join the case; an evidence_required case opens. */
export const addEvidence = (tx: Executor, viewer: Viewer, caseId: number, fileIds: readonly string[]) => runCaseAction(tx, viewer, caseId, {
  action: 'add_evidence', title: 'New evidence on your case',
  apply: async (row) => attachEvidence(tx, row.id, await requireCaseEvidence(tx, viewer.userId, fileIds, 'file_ids'), viewer.userId),
});

/**
 * POST …/start-chat: creates the case's thread, with the first message if given.
 * A second start-chat (a retry, or the other side at the same moment) finds the
 * thread and only posts its message: the case answers as it is.
 */
export async function startChat(tx: Executor, viewer: Viewer, caseId: number, message: string | undefined): Promise<void> {
  const locked = await lockCase(tx, viewer, caseId);
  const { party } = locked;
  let row = locked.row;
  if (row.comment_thread_id === null) {
    row = await runCaseAction(tx, viewer, caseId, { action: 'start_chat', title: 'A chat started on your case', apply: async (r) => { await ensureThread(tx, r, viewer.userId); } });
  } else {
    requireCaseAction(row, 'comment', party);
  }
  if (message) await postComment(tx, viewer, row, party, row.comment_thread_id!, message);
}

export const closeCase = (tx: Executor, viewer: Viewer, caseId: number, reason: string | undefined) =>
  runCaseAction(tx, viewer, caseId, { action: 'close', title: 'Case closed', body: reason ?? '', note: reason ?? null });

export const resolveCase = (tx: Executor, viewer: Viewer, caseId: number, note: string | undefined) => runCaseAction(tx, viewer, caseId, {
  action: 'resolve', title: 'Case resolved', body: note ?? '', note: note ?? null,
  apply: async (row) => { await setResolutionNote(tx, row.id, note ?? null); },
});

export const markPendingFinalization = (tx: Executor, viewer: Viewer, caseId: number, note: string | undefined) =>
  runCaseAction(tx, viewer, caseId, { action: 'pending_finalization', title: 'Case pending finalization', body: note ?? '', note: note ?? null });

/** POST …/escalate: the flag beside the status; escalating needs a reason (400), lifting it clears reason and note. */
export function escalateCase(tx: Executor, viewer: Viewer, caseId: number, body: { escalation: EscalationState; escalation_reason?: EscalationReason; note?: string }) {
  const escalated = body.escalation === 'escalated';
  if (escalated && !body.escalation_reason) throw invalidInput({ escalation_reason: 'Say why the case is escalated.' });
  if (!escalated && body.escalation_reason) throw invalidInput({ escalation_reason: 'A case that is not escalated has no escalation reason.' });
  return runCaseAction(tx, viewer, caseId, {
    action: 'escalate', title: escalated ? 'Hearth stepped in on your case' : 'Hearth handed your case back', body: body.escalation_reason ?? '',
    note: [body.escalation, body.escalation_reason, body.note].filter(Boolean).join(': '),
    apply: async (row) => {
      await setEscalation(tx, row.id, body.escalation, escalated ? body.escalation_reason! : null, escalated ? body.note ?? null : null);
      row.escalation = body.escalation;
    },
  });
}

/** POST …/ban: banned stops the tenant opening new cases (open-case.ts); the case itself goes on. */
export const banCase = (tx: Executor, viewer: Viewer, caseId: number, ban: BanState) => runCaseAction(tx, viewer, caseId, {
  action: 'ban', title: ban === 'banned' ? 'Hearth banned this case from the resolution center' : 'Hearth lifted the ban on this case', note: ban,
  apply: async (row) => {
    await setBan(tx, row.id, ban);
    row.ban = ban;
  },
});
