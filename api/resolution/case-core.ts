/**
 * The core every resolution route shares (docs/resolution.md): who the viewer is
 * to a case, which cases they see, locking a case for a change, moving its status
 * through THE table, and telling the other party. Routes never update
 * `resolution_cases.status` or write history themselves.
 */
import { TEAM_ACTOR_ROLE } from '../../common/live.js';
import type { ResolutionCaseStatus } from '../../common/resolution.js';
import type { Executor } from '../db/client.js';
import { homeManagerIds } from '../events/audiences.js';
import { recordEvent, type Actor, type NotificationDraft } from '../events/record.js';
import { HttpError, forbidden, notFound } from '../http/errors.js';
import type { Viewer } from '../http/viewer.js';
import { CASE_RULES, caseTransition, type CaseAction, type CaseParty } from '../domain/resolution/case-status.js';
import { answersCasesOf, findVisibleCaseRow, insertCaseHistory, updateCaseStatus, type CaseRow } from './case-repository.js';
import { supersedePendingProposal } from './proposals-repository.js';

/**
 * The side the viewer acts on a case from, in the role of their token (a user
 * holding both roles acts as the case's manager only when signed in as manager),
 * or null when that role is no side of it. A tenant's own case is theirs alone:
 * they never answer it as its manager or as staff.
 */
export function sideOf(viewer: Viewer, tenantUserId: number, managesHome: boolean): CaseParty | null {
  if (tenantUserId === viewer.userId) return viewer.role === 'tenant' ? 'tenant' : null;
  if (managesHome && viewer.role === 'manager') return 'manager';
  return viewer.isStaff ? 'staff' : null;
}

/**
 * The side a visible case shows its viewer: the one they act from, else the one
 * they hold in their other role (the case reads the same, with no actions).
 */
export function shownSideOf(viewer: Viewer, tenantUserId: number, managesHome: boolean): CaseParty {
  return sideOf(viewer, tenantUserId, managesHome) ?? (tenantUserId === viewer.userId ? 'tenant' : managesHome ? 'manager' : 'staff');
}

export async function partyOf(ex: Executor, viewer: Viewer, row: Pick<CaseRow, 'tenant_user_id' | 'building_id'>): Promise<CaseParty | null> {
  return sideOf(viewer, row.tenant_user_id, await answersCasesOf(ex, viewer.userId, row.building_id));
}

/**
 * The case and the side the viewer acts from (null: visible, but not a side in
 * this role), or 404 (an invisible case does not exist for them). `what` names
 * the 404 as the caller's resource, so a proposal of an invisible case answers
 * exactly as a proposal that does not exist.
 */
export async function findCase(ex: Executor, viewer: Viewer, id: number, forUpdate = false, what = 'case'): Promise<{ row: CaseRow; party: CaseParty | null }> {
  const row = await findVisibleCaseRow(ex, viewer, id, forUpdate);
  if (!row) throw notFound(what);
  return { row, party: await partyOf(ex, viewer, row) };
}

/**
 * The side the viewer acts from, or 403 naming the role that would be one: the
 * role of the token decides, not the roles the user holds.
 */
export function requireSide(viewer: Viewer, row: Pick<CaseRow, 'tenant_user_id'>, party: CaseParty | null): CaseParty {
  if (party) return party;
  const role = row.tenant_user_id === viewer.userId ? 'tenant' : 'manager';
  throw forbidden(`Switch to your ${role} role to act on this case.`);
}

/** Locks the case row for a change in the caller's transaction (concurrent changes queue here); 403 from a role that is no side of it. */
export async function lockCase(tx: Executor, viewer: Viewer, id: number, what = 'case'): Promise<{ row: CaseRow; party: CaseParty }> {
  const { row, party } = await findCase(tx, viewer, id, true, what);
  return { row, party: requireSide(viewer, row, party) };
}

/**
 * Refuses an action the table does not allow: 403 when the viewer's side never
 * may (a manager accepting, a tenant resolving), 422 `case_action_not_allowed`
 * when it may but not in this status. Returns the status to move to.
 */
export function requireCaseAction(row: Pick<CaseRow, 'status'>, action: CaseAction, party: CaseParty): ResolutionCaseStatus {
  if (!CASE_RULES[action].by.includes(party)) {
    throw forbidden(`Only ${CASE_RULES[action].by.join(' or ')} may ${action.replace(/_/g, ' ')} on a case.`);
  }
  const t = caseTransition(row.status, action, party);
  if (!t.ok) throw new HttpError(422, t.code, t.message);
  return t.to;
}

export function actorFor(viewer: Viewer, party: CaseParty): Actor {
  return { role: party === 'staff' ? TEAM_ACTOR_ROLE : party, userId: viewer.userId };
}

/**
 * Applies an allowed action: the status (when it moves) with its timestamps, one
 * history row either way (the timeline shows every step), `updated_at`. Call
 * after requireCaseAction, on a locked row.
 */
export async function moveCase(tx: Executor, row: CaseRow, action: CaseAction, to: ResolutionCaseStatus, actor: Actor, note: string | null = null): Promise<void> {
  const stamp = to === row.status ? null : to === 'resolved' ? 'resolved_at' : to === 'closed' ? 'closed_at' : null;
  await updateCaseStatus(tx, row.id, to, stamp);
  await insertCaseHistory(tx, row.id, row.status, to, action, actor, note);
  // A finished case answers nothing more: a proposal still waiting is withdrawn with it.
  if (to === 'resolved' || to === 'closed') {
    await supersedePendingProposal(tx, row.id);
  }
  row.status = to;
}

/** The case's parties on the manager's side: the owner and co-managers with the resolution center area. */
export const caseManagerIds = (ex: Executor, row: Pick<CaseRow, 'building_id'>) => homeManagerIds(ex, row.building_id, 'resolution_center');

/**
 * Records `resolution_case.updated` in the caller's transaction (it reaches the
 * gateway's caseUpdated subscribers and webhooks) and notifies the parties other
 * than the actor: the tenant in /resolution-center, managers in theirs.
 */
export async function recordCaseEvent(tx: Executor, row: CaseRow, actor: Actor, action: CaseAction | 'open', title: string, body = ''): Promise<void> {
  const managers = await caseManagerIds(tx, row);
  const link = `/resolution-center?case=${row.id}`;
  const notify: NotificationDraft[] = [
    { userId: row.tenant_user_id, group: 'tenant_user' as const, title, body, linkPath: link },
    ...managers.filter((m) => m !== row.tenant_user_id).map((userId) => ({ userId, group: 'manager_building' as const, title, body, linkPath: link })),
  ].filter((n) => n.userId !== actor.userId);
  await recordEvent(tx, {
    type: 'resolution_case.updated',
    actor,
    buildingId: row.building_id,
    subject: { type: 'resolution_case', id: row.id },
    audience: [row.tenant_user_id, ...managers],
    data: { case_id: row.id, action, status: row.status },
    notify,
  });
}
