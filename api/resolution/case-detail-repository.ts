/** The SQL behind the case JSON (case-dto.ts): the cases' own columns and everything they list. */
import type { ResolutionCaseStatus } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import type {
  BedroomsRow, BuildingsRow, InvoicesRow, LifecyclesRow, ResolutionCaseFilesRow, ResolutionCaseStatusHistoryRow, ResolutionCaseTypesRow,
  ResolutionCasesRow, ResolutionProposalsRow, UploadedFilesRow, UsersRow,
} from '../db/__generated__/rows.js';
import { firstNameSql } from '../db/person-name.js';
import { isoOf } from '../db/sql-helpers.js';
import type { Viewer } from '../http/viewer.js';
import { resolutionHomes, visibleCaseCondition, type CaseRow } from './case-repository.js';
import { monthlyRentSql } from './monthly-rent-repository.js';
import { proposalRowsByCase } from './proposals-repository.js';

export type DetailRow = CaseRow & Pick<ResolutionCasesRow,
  'escalation_reason' | 'escalation_note' | 'description' | 'resolution_note' | 'created_at' | 'updated_at' | 'resolved_at' | 'closed_at'> & {
  type_id: ResolutionCaseTypesRow['id'];
  tenant_first_name: UsersRow['first_name'];
  building_name: BuildingsRow['title'];
  bedroom_name: BedroomsRow['name'] | null;
  requested_bedroom_name: BedroomsRow['name'] | null;
  monthly_rent_cents: number | null;
  vacate_date: LifecyclesRow['early_lease_termination_vacate_date'];
  room_switch_lifecycle_id: LifecyclesRow['id'] | null;
  /** bigint, read as ::int. */
  deposit_adjustment_cents: number | null;
};

const DETAIL_COLUMNS = sql`c.id, c.kind, c.status, c.tenant_user_id, c.lifecycle_id, c.building_id, c.escalation, c.ban,
  c.comment_thread_id, c.requested_vacate_date::text AS requested_vacate_date, c.requested_bedroom_id,
  c.requested_move_date::text AS requested_move_date, c.deposit_id, c.disputed_amount_cents::int AS disputed_amount_cents,
  t.id AS type_id, c.escalation_reason, c.escalation_note, ${firstNameSql('u')} AS tenant_first_name, b.title AS building_name,
  br.name AS bedroom_name, rb.name AS requested_bedroom_name, c.description, (${monthlyRentSql(sql`c.lifecycle_id`)})::int AS monthly_rent_cents,
  c.resolution_note, ${isoOf(sql`c.created_at`)} AS created_at, ${isoOf(sql`c.updated_at`)} AS updated_at,
  ${isoOf(sql`c.resolved_at`)} AS resolved_at, ${isoOf(sql`c.closed_at`)} AS closed_at,
  l.early_lease_termination_vacate_date::text AS vacate_date,
  (SELECT s.id FROM lifecycles s WHERE s.resolution_case_id = c.id) AS room_switch_lifecycle_id,
  (SELECT a.amount_cents::int FROM deposit_dispute_adjustments a WHERE a.case_id = c.id) AS deposit_adjustment_cents`;

const DETAIL_FROM = sql`resolution_cases c JOIN resolution_case_types t ON t.kind = c.kind JOIN users u ON u.id = c.tenant_user_id
  JOIN buildings b ON b.id = c.building_id JOIN lifecycles l ON l.id = c.lifecycle_id
  LEFT JOIN bedrooms br ON br.id = l.assigned_bedroom_id LEFT JOIN bedrooms rb ON rb.id = c.requested_bedroom_id`;

export type EvidenceRow = Pick<ResolutionCaseFilesRow, 'case_id' | 'file_id' | 'added_by_user_id' | 'created_at'>
  & Pick<UploadedFilesRow, 'file_name' | 'content_type'>;

export type HistoryRow = Pick<ResolutionCaseStatusHistoryRow, 'case_id' | 'action' | 'actor_role' | 'created_at' | 'note'> & {
  /** Text columns holding case statuses. */
  status_from: ResolutionCaseStatus | null;
  status_to: ResolutionCaseStatus;
};

export type InvoiceRow = Pick<ResolutionProposalsRow, 'case_id'> & Pick<InvoicesRow, 'id'>;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Everything the cases' JSON lists, grouped by case. */
export async function childrenOf(ex: Executor, ids: readonly number[]) {
  const evidence = await rows<EvidenceRow>(ex, sql`SELECT f.case_id, f.file_id::text AS file_id, uf.file_name, uf.content_type,
      f.added_by_user_id, ${isoOf(sql`f.created_at`)} AS created_at
    FROM resolution_case_files f JOIN uploaded_files uf ON uf.id = f.file_id WHERE f.case_id IN (${idList(ids)}) ORDER BY f.position`);
  const history = await rows<HistoryRow>(ex, sql`SELECT case_id, status_from, status_to, action, actor_role,
      ${isoOf(sql`created_at`)} AS created_at, note FROM resolution_case_status_history WHERE case_id IN (${idList(ids)}) ORDER BY id`);
  // The invoice an accepted proposal raised carries its source key (effects.ts proposalSourceKey);
  // equality, not a prefix LIKE, so the unique index on source_key finds it.
  const invoices = await rows<InvoiceRow>(ex, sql`SELECT p.case_id, i.id FROM invoices i
    JOIN resolution_proposals p ON i.source_key = 'resolution-proposal:' || p.id || ':fee'
    WHERE p.case_id IN (${idList(ids)}) ORDER BY i.id`);
  return { evidence: groupBy(evidence), history: groupBy(history), invoices: groupBy(invoices), proposals: await proposalRowsByCase(ex, ids) };
}

function groupBy<T extends { case_id: number }>(list: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) map.set(item.case_id, [...(map.get(item.case_id) ?? []), item]);
  return map;
}

export type Children = Awaited<ReturnType<typeof childrenOf>>;

/** The visible cases among `ids`, with whether the viewer manages each one's home (any order). */
export async function findCaseDetailRows(ex: Executor, viewer: Viewer, ids: readonly number[]): Promise<(DetailRow & { viewer_manages: boolean })[]> {
  return rows<DetailRow & { viewer_manages: boolean }>(ex, sql`SELECT ${DETAIL_COLUMNS},
      c.building_id IN (${resolutionHomes(viewer.userId)}) AS viewer_manages
    FROM ${DETAIL_FROM} WHERE c.id IN (${idList(ids)}) AND ${visibleCaseCondition(viewer)}`);
}
