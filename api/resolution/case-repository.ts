/**
 * The SQL of the case row itself (case-core.ts): which cases a viewer sees,
 * reading and locking one, and writing its status moves, history and the
 * fields the case actions change (case-actions.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { BanState, EscalationReason, EscalationState, ResolutionCaseKind, ResolutionCaseStatus } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { ResolutionCasesRow } from '../db/__generated__/rows.js';
import { homesManagedIn } from '../db/managed-homes.js';
import type { Actor } from '../events/record.js';
import type { Viewer } from '../http/viewer.js';

export type CaseRow = Pick<ResolutionCasesRow,
  'id' | 'status' | 'tenant_user_id' | 'lifecycle_id' | 'building_id' | 'escalation' | 'ban' | 'comment_thread_id'
  | 'requested_vacate_date' | 'requested_bedroom_id' | 'requested_move_date' | 'deposit_id'> & {
  /** A text column whose values resolution_case_types lists. */
  kind: ResolutionCaseKind;
  /** bigint, read as ::int. */
  disputed_amount_cents: number | null;
};

export const CASE_COLUMNS = sql`c.id, c.kind, c.status, c.tenant_user_id, c.lifecycle_id, c.building_id, c.escalation, c.ban,
  c.comment_thread_id, c.requested_vacate_date::text AS requested_vacate_date, c.requested_bedroom_id,
  c.requested_move_date::text AS requested_move_date, c.deposit_id, c.disputed_amount_cents::int AS disputed_amount_cents`;

/** Homes whose cases a user answers: owner, or co-manager with the resolution center area. */
export const resolutionHomes = (userId: number): SQL => homesManagedIn(userId, 'resolution_center');

/**
 * The one visibility rule, as a condition on `resolution_cases c`: staff see every
 * case; anyone else their own cases and their resolution-center homes' cases,
 * whatever role they are signed in with (a manager who also rents sees both).
 * Acting on one is another matter: see sideOf (case-core.ts).
 */
export function visibleCaseCondition(viewer: Viewer): SQL {
  if (viewer.isStaff) return sql`TRUE`;
  return sql`(c.tenant_user_id = ${viewer.userId} OR c.building_id IN (${resolutionHomes(viewer.userId)}))`;
}

/** Whether the user answers cases of the home (resolutionHomes). */
export async function answersCasesOf(ex: Executor, userId: number, buildingId: number): Promise<boolean> {
  const [managed] = await rows<{ ok: boolean }>(ex, sql`SELECT ${buildingId} IN (${resolutionHomes(userId)}) AS ok`);
  return managed?.ok ?? false;
}

/** The case if the viewer sees it, else null; `forUpdate` locks its row for the caller's transaction. */
export async function findVisibleCaseRow(ex: Executor, viewer: Viewer, id: number, forUpdate: boolean): Promise<CaseRow | null> {
  const lock = forUpdate ? sql` FOR UPDATE OF c` : sql``;
  const [row] = await rows<CaseRow>(ex, sql`SELECT ${CASE_COLUMNS} FROM resolution_cases c
    WHERE c.id = ${id} AND ${visibleCaseCondition(viewer)}${lock}`);
  return row ?? null;
}

/** The status with `updated_at`, and the timestamp of a finished case. */
export async function updateCaseStatus(tx: Executor, caseId: number, to: ResolutionCaseStatus, stamp: 'resolved_at' | 'closed_at' | null): Promise<void> {
  const stamps = stamp === 'resolved_at' ? sql`, resolved_at = now()` : stamp === 'closed_at' ? sql`, closed_at = now()` : sql``;
  await tx.execute(sql`UPDATE resolution_cases SET status = ${to}, updated_at = now()${stamps} WHERE id = ${caseId}`);
}

/** One history row; the opening has no status before it (`from` null). */
export async function insertCaseHistory(tx: Executor, caseId: number, from: ResolutionCaseStatus | null, to: ResolutionCaseStatus,
  action: string, actor: Actor, note: string | null): Promise<void> {
  await tx.execute(sql`INSERT INTO resolution_case_status_history (case_id, status_from, status_to, action, actor_role, actor_user_id, note)
    VALUES (${caseId}, ${from}, ${to}, ${action}, ${actor.role}, ${actor.userId}, ${note})`);
}

export async function setResolutionNote(tx: Executor, caseId: number, note: string | null): Promise<void> {
  await tx.execute(sql`UPDATE resolution_cases SET resolution_note = ${note} WHERE id = ${caseId}`);
}

/** The escalation flag with its reason and note (both null when not escalated). */
export async function setEscalation(tx: Executor, caseId: number, escalation: EscalationState, reason: EscalationReason | null, note: string | null): Promise<void> {
  await tx.execute(sql`UPDATE resolution_cases SET escalation = ${escalation}, escalation_reason = ${reason},
    escalation_note = ${note} WHERE id = ${caseId}`);
}

export async function setBan(tx: Executor, caseId: number, ban: BanState): Promise<void> {
  await tx.execute(sql`UPDATE resolution_cases SET ban = ${ban} WHERE id = ${caseId}`);
}
