import { RESOLUTION_CASE_STATUS_LABELS } from '../../../../common/resolution.js';
import type { ResolutionCaseResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import type { CaseDto } from '../dto.js';
import { caseTimeline } from '../timeline.js';
import { moneyOrNull } from './shapes.js';

const proposalById = (c: CaseDto, id: CaseDto['pending_proposal_id']) =>
  id === null ? null : (c.proposals.find((p) => String(p.id) === String(id)) ?? null);

/** The v20 case in camelCase; everything but its home and conversation comes embedded. */
export const ResolutionCase: ResolutionCaseResolvers = {
  id: (c) => toGlobalId('ResolutionCase', c.id),
  databaseId: (c) => Number(c.id),
  kind: (c) => c.kind,
  kindLabel: (c) => c.kind_label,
  status: (c) => c.status,
  statusLabel: (c) => RESOLUTION_CASE_STATUS_LABELS[c.status],
  actionRequiredBy: (c) => c.action_required_by,
  escalation: (c) => c.escalation,
  escalationReason: (c) => c.escalation_reason,
  escalationNote: (c) => c.escalation_note,
  ban: (c) => c.ban,
  tenant: (c) => c.tenant,
  lifecycleId: (c) => String(c.lifecycle_id),
  // A party may not be shown the home itself (v20 decides): then only its name.
  building: (c, _args, ctx) => ctx.loaders.listings.buildings.load(String(c.building_id)),
  buildingName: (c) => c.building_name,
  bedroomName: (c) => c.bedroom_name,
  description: (c) => c.description,
  requestedVacateDate: (c) => c.requested_vacate_date,
  requestedBedroomName: (c) => c.requested_bedroom_name,
  requestedMoveDate: (c) => c.requested_move_date,
  disputedAmount: (c) => moneyOrNull(c.disputed_amount_cents),
  monthlyRent: (c) => moneyOrNull(c.monthly_rent_cents),
  evidence: (c) => c.evidence,
  proposals: (c) => c.proposals,
  pendingProposal: (c) => proposalById(c, c.pending_proposal_id),
  acceptedProposal: (c) => proposalById(c, c.accepted_proposal_id),
  commentThread: (c) => (c.comment_thread_id === null ? null : { id: c.comment_thread_id }),
  timeline: async (c, _args, ctx) => {
    const comments = c.comment_thread_id === null ? [] : await ctx.loaders.resolution.comments.load(String(c.comment_thread_id));
    return caseTimeline(c, comments ?? []);
  },
  allowedProposalTypes: (c) => c.allowed_proposal_types,
  viewerRole: (c) => c.viewer_role,
  viewerMay: (c) => c.viewer_may.actions,
  effects: (c) => c.effects,
  resolutionNote: (c) => c.resolution_note,
  createdAt: (c) => c.created_at,
  updatedAt: (c) => c.updated_at,
  resolvedAt: (c) => c.resolved_at,
  closedAt: (c) => c.closed_at,
};
