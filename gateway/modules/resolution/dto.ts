/** v20 shapes of the resolution center (docs/resolution.md "REST"). */
import type { ActorRole } from '../../../common/live.js';
import type {
  ActionRequiredBy, BanState, EscalationReason, EscalationState, ProposalStatus, ProposalType,
  ResolutionCaseKind, ResolutionCaseStatus,
} from '../../../common/resolution.js';
import type { RestId } from '../../v20/dto.js';
import type { CaseAction, CaseParty } from './enums.js';

export interface CasePersonDto {
  user_id: RestId;
  first_name: string;
}

export interface CaseTypeDto {
  id: RestId;
  category_id: RestId;
  kind: ResolutionCaseKind;
  name: string;
  description: string;
  evidence_required: boolean;
  allowed_proposal_types: ProposalType[];
}

export interface CaseCategoryDto {
  id: RestId;
  slug: string;
  name: string;
  description: string;
  types: CaseTypeDto[];
}

export interface CaseFileDto {
  file_id: string;
  file_name: string;
  content_type: string;
  /** Signed, relative to the api (`/v20/files/…`). */
  url: string;
  added_by_user_id: RestId;
  created_at: string;
}

export interface ProposalDto {
  id: RestId;
  case_id: RestId;
  proposal_type: ProposalType;
  status: ProposalStatus;
  proposed_by: CasePersonDto;
  message: string;
  fee_months: number | null;
  notice_months: number | string | null;
  amount_cents: number | null;
  fee_amount_cents: number | null;
  decided_at: string | null;
  decline_reason: string | null;
  created_at: string;
}

export interface CaseHistoryDto {
  status_from: ResolutionCaseStatus | null;
  status_to: ResolutionCaseStatus;
  action: string;
  actor_role: ActorRole;
  created_at: string;
  note: string | null;
}

export interface CaseEffectsDto {
  vacate_date: string | null;
  invoice_ids: RestId[];
  room_switch_lifecycle_id: RestId | null;
  deposit_adjustment_cents: number | null;
}

export interface CaseDto {
  id: RestId;
  kind: ResolutionCaseKind;
  kind_label: string;
  type_id: RestId;
  status: ResolutionCaseStatus;
  action_required_by: ActionRequiredBy;
  escalation: EscalationState;
  escalation_reason: EscalationReason | null;
  escalation_note: string | null;
  ban: BanState;
  tenant: CasePersonDto;
  lifecycle_id: RestId;
  building_id: RestId;
  building_name: string;
  bedroom_name: string | null;
  description: string;
  requested_vacate_date: string | null;
  requested_bedroom_id: RestId | null;
  requested_bedroom_name: string | null;
  requested_move_date: string | null;
  deposit_id: RestId | null;
  disputed_amount_cents: number | null;
  monthly_rent_cents: number | null;
  evidence: CaseFileDto[];
  comment_thread_id: RestId | null;
  pending_proposal_id: RestId | null;
  accepted_proposal_id: RestId | null;
  /** Oldest first. */
  proposals: ProposalDto[];
  history: CaseHistoryDto[];
  allowed_proposal_types: ProposalType[];
  viewer_role: CaseParty;
  viewer_may: { actions: CaseAction[] };
  effects: CaseEffectsDto;
  resolution_note: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  closed_at: string | null;
}

export interface CommentDto {
  id: RestId;
  thread_id: RestId;
  author: CasePersonDto;
  author_role: ActorRole;
  body: string;
  created_at: string;
}

/** A thread is known by its id (the case embeds only that); its comments are read on demand. */
export interface CommentThreadRef {
  id: RestId;
}

export interface CaseLeaseOptionDto {
  lifecycle_id: RestId;
  building_id: RestId;
  building_name: string;
  bedroom_name: string | null;
  move_in_date: string;
  move_out_date: string;
  monthly_rent_cents: number | null;
  switchable_bedrooms: { id: RestId; name: string }[];
  deposit: { id: RestId; status: string; deductions_total_cents: number; disputable_cents: number } | null;
  open_case_kinds: ResolutionCaseKind[];
}

/** One timeline entry, built by the gateway from the case's history, proposals and comments. */
export type TimelineEntry =
  | { kind: 'status'; at: string; history: CaseHistoryDto }
  | { kind: 'proposal'; at: string; proposal: ProposalDto; decided: boolean }
  | { kind: 'message'; at: string; comment: CommentDto };
