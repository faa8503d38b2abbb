import { PROPOSAL_TYPE_LABELS } from '../../../../common/resolution.js';
import type {
  CaseEffectsResolvers, CaseFileResolvers, CaseLeaseOptionResolvers, CasePersonResolvers, CaseTimelineEntryResolvers,
  CommentResolvers, CommentThreadResolvers, ResolutionCaseCategoryResolvers, ResolutionCaseTypeResolvers,
  ResolutionProposalResolvers,
} from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';
import { photoUrl } from '../../listings/photos.js';
import { moneyOrNull, numberOrNull } from './shapes.js';

export const CasePerson: CasePersonResolvers = {
  userId: (p) => String(p.user_id),
  firstName: (p) => p.first_name,
};

/** v20 signs file addresses relative to itself; browsers need them absolute (V20_PUBLIC_URL). */
export const CaseFile: CaseFileResolvers = {
  fileId: (f) => f.file_id,
  fileName: (f) => f.file_name,
  contentType: (f) => f.content_type,
  url: (f, _args, ctx) => photoUrl(ctx.publicUrl, f.url),
  createdAt: (f) => f.created_at,
};

export const ResolutionProposal: ResolutionProposalResolvers = {
  id: (p) => toGlobalId('ResolutionProposal', p.id),
  databaseId: (p) => Number(p.id),
  proposalType: (p) => p.proposal_type,
  label: (p) => PROPOSAL_TYPE_LABELS[p.proposal_type],
  status: (p) => p.status,
  proposedBy: (p) => p.proposed_by,
  message: (p) => p.message,
  feeMonths: (p) => p.fee_months,
  noticeMonths: (p) => numberOrNull(p.notice_months),
  amount: (p) => moneyOrNull(p.amount_cents),
  feeAmount: (p) => moneyOrNull(p.fee_amount_cents),
  declineReason: (p) => p.decline_reason,
  decidedAt: (p) => p.decided_at,
  createdAt: (p) => p.created_at,
};

export const Comment: CommentResolvers = {
  id: (c) => toGlobalId('Comment', c.id),
  databaseId: (c) => Number(c.id),
  author: (c) => c.author,
  authorRole: (c) => c.author_role,
  body: (c) => c.body,
  createdAt: (c) => c.created_at,
};

/** v20 reads a thread whole (oldest first, shared with the timeline); pages are cut here. */
export const CommentThread: CommentThreadResolvers = {
  id: (t) => toGlobalId('CommentThread', t.id),
  databaseId: (t) => Number(t.id),
  comments: async (t, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    const results = (await ctx.loaders.resolution.comments.load(String(t.id))) ?? [];
    return connectionFrom({ results, next_cursor: null }, request);
  },
};

/** Who did it and what: a status entry names only the side, a proposal its manager (or, answered, the tenant). */
export const CaseTimelineEntry: CaseTimelineEntryResolvers = {
  kind: (e) => e.kind,
  at: (e) => e.at,
  actorRole: (e) => {
    if (e.kind === 'status') return e.history.actor_role;
    if (e.kind === 'message') return e.comment.author_role;
    return e.decided ? 'tenant' : 'manager';
  },
  person: (e) => (e.kind === 'message' ? e.comment.author : e.kind === 'proposal' && !e.decided ? e.proposal.proposed_by : null),
  statusFrom: (e) => (e.kind === 'status' ? e.history.status_from : null),
  statusTo: (e) => (e.kind === 'status' ? e.history.status_to : null),
  note: (e) => (e.kind === 'status' ? e.history.note : null),
  proposal: (e) => (e.kind === 'proposal' ? e.proposal : null),
  comment: (e) => (e.kind === 'message' ? e.comment : null),
};

export const CaseEffects: CaseEffectsResolvers = {
  vacateDate: (e) => e.vacate_date,
  invoiceIds: (e) => e.invoice_ids.map(String),
  roomSwitchLifecycleId: (e) => (e.room_switch_lifecycle_id === null ? null : String(e.room_switch_lifecycle_id)),
  depositAdjustment: (e) => moneyOrNull(e.deposit_adjustment_cents),
};

export const ResolutionCaseCategory: ResolutionCaseCategoryResolvers = {
  id: (c) => toGlobalId('ResolutionCaseCategory', c.id),
  databaseId: (c) => Number(c.id),
  slug: (c) => c.slug,
  name: (c) => c.name,
  description: (c) => c.description,
  types: (c) => c.types,
};

export const ResolutionCaseType: ResolutionCaseTypeResolvers = {
  id: (t) => toGlobalId('ResolutionCaseType', t.id),
  databaseId: (t) => Number(t.id),
  kind: (t) => t.kind,
  name: (t) => t.name,
  description: (t) => t.description,
  evidenceRequired: (t) => t.evidence_required,
  allowedProposalTypes: (t) => t.allowed_proposal_types,
};

export const CaseLeaseOption: CaseLeaseOptionResolvers = {
  lifecycleId: (o) => String(o.lifecycle_id),
  buildingName: (o) => o.building_name,
  bedroomName: (o) => o.bedroom_name,
  moveInDate: (o) => o.move_in_date,
  moveOutDate: (o) => o.move_out_date,
  monthlyRent: (o) => moneyOrNull(o.monthly_rent_cents),
  switchableBedrooms: (o) => o.switchable_bedrooms.map((b) => ({ bedroomId: String(b.id), name: b.name })),
  deposit: (o) => (o.deposit
    ? {
      depositId: String(o.deposit.id), status: o.deposit.status,
      deductionsTotal: money(Number(o.deposit.deductions_total_cents)), disputable: money(Number(o.deposit.disputable_cents)),
    }
    : null),
  openCaseKinds: (o) => o.open_case_kinds,
};
