/**
 * The case JSON of docs/resolution.md, for one viewer: what they see of the case,
 * who must act next, and the actions their side may take now. Every resolution
 * route answers a case through readCaseDto so the shape never drifts.
 */
import { z } from 'zod';
import { ACTION_REQUIRED_BY, BAN_STATES, ESCALATION_REASONS, ESCALATION_STATES, RESOLUTION_CASE_KINDS, RESOLUTION_CASE_KIND_LABELS, RESOLUTION_CASE_STATUSES, ALLOWED_PROPOSALS, PROPOSAL_TYPES, type ResolutionCaseKind } from '../../common/resolution.js';
import { ACTOR_ROLES } from '../../common/live.js';
import type { ApiConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { CASE_ACTIONS, actionRequiredBy, allowedCaseActions } from '../domain/resolution/case-status.js';
import { downloadPath } from '../uploads/file-links.js';
import type { Viewer } from '../http/viewer.js';
import { shownSideOf, sideOf } from './case-core.js';
import { ProposalSchema, proposalDto } from './proposal-dto.js';
import type { ProposalRow } from './proposals-repository.js';
import { childrenOf, findCaseDetailRows, type Children, type DetailRow } from './case-detail-repository.js';

const Person = z.object({ user_id: z.number().int(), first_name: z.string() });

export const CaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RESOLUTION_CASE_KINDS),
  kind_label: z.string(),
  type_id: z.number().int(),
  status: z.enum(RESOLUTION_CASE_STATUSES),
  action_required_by: z.enum(ACTION_REQUIRED_BY),
  escalation: z.enum(ESCALATION_STATES),
  escalation_reason: z.enum(ESCALATION_REASONS).nullable(),
  escalation_note: z.string().nullable(),
  ban: z.enum(BAN_STATES),
  tenant: Person,
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  bedroom_name: z.string().nullable(),
  description: z.string(),
  requested_vacate_date: z.string().nullable(),
  requested_bedroom_id: z.number().int().nullable(),
  requested_bedroom_name: z.string().nullable(),
  requested_move_date: z.string().nullable(),
  deposit_id: z.number().int().nullable(),
  disputed_amount_cents: z.number().int().nullable(),
  monthly_rent_cents: z.number().int().nullable(),
  evidence: z.array(z.object({
    file_id: z.string(), file_name: z.string(), content_type: z.string(),
    url: z.string().describe('A signed download address, valid to the end of the seventh day.'),
    added_by_user_id: z.number().int(), created_at: z.string(),
  })),
  comment_thread_id: z.number().int().nullable(),
  pending_proposal_id: z.number().int().nullable(),
  accepted_proposal_id: z.number().int().nullable(),
  proposals: z.array(ProposalSchema),
  history: z.array(z.object({
    status_from: z.enum(RESOLUTION_CASE_STATUSES).nullable(), status_to: z.enum(RESOLUTION_CASE_STATUSES),
    action: z.string(), actor_role: z.enum(ACTOR_ROLES), created_at: z.string(), note: z.string().nullable(),
  })),
  allowed_proposal_types: z.array(z.enum(PROPOSAL_TYPES)),
  viewer_role: z.enum(['tenant', 'manager', 'staff']),
  viewer_may: z.object({ actions: z.array(z.enum(CASE_ACTIONS)) }),
  effects: z.object({
    vacate_date: z.string().nullable(),
    invoice_ids: z.array(z.number().int()),
    room_switch_lifecycle_id: z.number().int().nullable(),
    deposit_adjustment_cents: z.number().int().nullable(),
  }),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type CaseDto = z.infer<typeof CaseSchema>;

const evidenceUrl = (config: ApiConfig | undefined, fileId: string) => (config ? downloadPath(config, fileId) : `/v20/files/${fileId}`);

function toDto(viewer: Viewer, row: DetailRow & { viewer_manages: boolean }, children: Children, config?: ApiConfig): CaseDto {
  // Only the side the viewer acts from in this role has actions; a case they see
  // from their other role reads the same, with none.
  const acting = sideOf(viewer, row.tenant_user_id, row.viewer_manages);
  const party = shownSideOf(viewer, row.tenant_user_id, row.viewer_manages);
  const proposals: ProposalRow[] = children.proposals.get(row.id) ?? [];
  const pending = proposals.find((p) => p.status === 'pending') ?? null;
  const accepted = proposals.find((p) => p.status === 'accepted') ?? null;
  const facts = { status: row.status, escalation: row.escalation, hasPendingProposal: pending !== null, hasThread: row.comment_thread_id !== null };
  // Terminations and room switches set the lease's vacate date when accepted.
  const movesOut = row.kind !== 'tenant_deposit_return_dispute';
  return {
    id: row.id, kind: row.kind, kind_label: RESOLUTION_CASE_KIND_LABELS[row.kind], type_id: row.type_id, status: row.status,
    action_required_by: actionRequiredBy(facts), escalation: row.escalation, escalation_reason: row.escalation_reason,
    escalation_note: row.escalation_note, ban: row.ban, tenant: { user_id: row.tenant_user_id, first_name: row.tenant_first_name },
    lifecycle_id: row.lifecycle_id, building_id: row.building_id, building_name: row.building_name, bedroom_name: row.bedroom_name,
    description: row.description, requested_vacate_date: row.requested_vacate_date, requested_bedroom_id: row.requested_bedroom_id,
    requested_bedroom_name: row.requested_bedroom_name, requested_move_date: row.requested_move_date, deposit_id: row.deposit_id,
    disputed_amount_cents: row.disputed_amount_cents, monthly_rent_cents: row.monthly_rent_cents,
    evidence: (children.evidence.get(row.id) ?? []).map((e) => ({
      file_id: e.file_id, file_name: e.file_name, content_type: e.content_type, url: evidenceUrl(config, e.file_id),
      added_by_user_id: e.added_by_user_id, created_at: e.created_at,
    })),
    comment_thread_id: row.comment_thread_id, pending_proposal_id: pending?.id ?? null, accepted_proposal_id: accepted?.id ?? null,
    proposals: proposals.map(proposalDto),
    history: (children.history.get(row.id) ?? []).map(({ case_id: _c, ...h }) => h),
    allowed_proposal_types: [...ALLOWED_PROPOSALS[row.kind as ResolutionCaseKind]],
    viewer_role: party, viewer_may: { actions: acting ? allowedCaseActions(facts, acting) : [] },
    effects: {
      // The lifecycle's vacate date is the case's effect only once a proposal was accepted.
      vacate_date: movesOut && accepted ? row.vacate_date : null,
      invoice_ids: (children.invoices.get(row.id) ?? []).map((i) => i.id),
      room_switch_lifecycle_id: row.room_switch_lifecycle_id, deposit_adjustment_cents: row.deposit_adjustment_cents,
    },
    resolution_note: row.resolution_note, created_at: row.created_at, updated_at: row.updated_at,
    resolved_at: row.resolved_at, closed_at: row.closed_at,
  };
}

/**
 * The visible cases among `ids` as their viewer sees them, in the order of `ids`
 * (invisible ones are left out). `config` signs the evidence download addresses;
 * without it they are the plain /v20/files address (owner and staff only).
 */
export async function caseDtosByIds(ex: Executor, viewer: Viewer, ids: readonly number[], config?: ApiConfig): Promise<CaseDto[]> {
  if (ids.length === 0) return [];
  const found = await findCaseDetailRows(ex, viewer, ids);
  if (found.length === 0) return [];
  const children = await childrenOf(ex, found.map((r) => r.id));
  const byId = new Map(found.map((r) => [r.id, r]));
  const out: CaseDto[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) out.push(toDto(viewer, row, children, config));
  }
  return out;
}

/** One case as the viewer sees it; 404 when they may not see it. */
export async function readCaseDto(ex: Executor, viewer: Viewer, id: number, config?: ApiConfig): Promise<CaseDto> {
  const [dto] = await caseDtosByIds(ex, viewer, [id], config);
  if (!dto) throw notFound('case');
  return dto;
}
