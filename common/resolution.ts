/**
 * Resolution center vocabulary (spec §3 "Who must act next", §4 "Resolution
 * case", §9 lease termination fee and notice options), spelt as the spec spells
 * it and shared by api, gateway and web. The rules over it (which proposals a
 * kind allows, what terms each proposal carries) are data here so the api
 * enforces them and the web shows exactly the same choices. Contract:
 * docs/resolution.md.
 */
import { LEASE_TERMINATION_FEE_MONTHS, LEASE_TERMINATION_NOTICE_MONTHS } from './money.js';

export const RESOLUTION_CASE_KINDS = ['tenant_elt', 'tenant_elt_military', 'tenant_room_switch', 'tenant_deposit_return_dispute'] as const;
export type ResolutionCaseKind = (typeof RESOLUTION_CASE_KINDS)[number];
export const RESOLUTION_CASE_KIND_LABELS: Record<ResolutionCaseKind, string> = {
  tenant_elt: 'Lease termination',
  tenant_elt_military: 'Military lease termination',
  tenant_room_switch: 'Room switch',
  tenant_deposit_return_dispute: 'Deposit return dispute',
};

export const RESOLUTION_CASE_STATUSES = ['evidence_required', 'open', 'proposal_accepted', 'pending_finalization', 'resolved', 'closed'] as const;
export type ResolutionCaseStatus = (typeof RESOLUTION_CASE_STATUSES)[number];
export const RESOLUTION_CASE_STATUS_LABELS: Record<ResolutionCaseStatus, string> = {
  evidence_required: 'Evidence required',
  open: 'Open',
  proposal_accepted: 'Proposal accepted',
  pending_finalization: 'Pending finalization',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Spec §3 "Who must act next". */
export const ACTION_REQUIRED_BY = ['none', 'manager', 'tenant', 'product team', 'unknown'] as const;
export type ActionRequiredBy = (typeof ACTION_REQUIRED_BY)[number];

export const ESCALATION_STATES = ['escalated', 'not_escalated'] as const;
export type EscalationState = (typeof ESCALATION_STATES)[number];
export const BAN_STATES = ['banned', 'not_banned'] as const;
export type BanState = (typeof BAN_STATES)[number];
/** Spec §4 escalation reasons, spelt as the spec lists them. */
export const ESCALATION_REASONS = ['other party not responding', 'clarification needed', 'inappropriate use of platform', 'other'] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

export const PROPOSAL_TYPES = [
  'no_replacement',
  'no_replacement_with_notice',
  'no_replacement_with_fee',
  'replacement_required',
  'allow_with_fee',
  'deny',
  'accept',
  'adjust',
  'offer_rent_credit',
  'deny_rent_credit',
  'request_fee',
] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];
export const PROPOSAL_TYPE_LABELS: Record<ProposalType, string> = {
  no_replacement: 'Leave without finding a replacement',
  no_replacement_with_notice: 'Leave without a replacement, after notice',
  no_replacement_with_fee: 'Leave without a replacement, with a fee',
  replacement_required: 'Leave once a replacement tenant signs',
  allow_with_fee: 'Switch rooms, with a fee',
  deny: 'Deny',
  accept: 'Return the disputed amount',
  adjust: 'Return part of the disputed amount',
  offer_rent_credit: 'Offer a rent credit',
  deny_rent_credit: 'Deny a rent credit',
  request_fee: 'Request a fee',
};

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'declined', 'superseded'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * Proposals a manager may make, per kind (spec §4), then the "other proposal
 * types" (rent credit offered or denied, a fee requested). Decided here: a
 * military termination never carries a fee, so request_fee is not offered
 * there either (the spec limits it to the two fee-free terms); rent credits
 * stay available in every kind.
 */
export const ALLOWED_PROPOSALS: Record<ResolutionCaseKind, readonly ProposalType[]> = {
  tenant_elt: ['no_replacement', 'no_replacement_with_notice', 'no_replacement_with_fee', 'replacement_required',
    'offer_rent_credit', 'deny_rent_credit', 'request_fee'],
  tenant_elt_military: ['no_replacement', 'no_replacement_with_notice', 'offer_rent_credit', 'deny_rent_credit'],
  tenant_room_switch: ['no_replacement', 'allow_with_fee', 'deny', 'offer_rent_credit', 'deny_rent_credit', 'request_fee'],
  tenant_deposit_return_dispute: ['accept', 'adjust', 'deny', 'offer_rent_credit', 'deny_rent_credit', 'request_fee'],
};

/** The terms a proposal carries; every other term must be absent (422 otherwise). */
export type ProposalTerm = 'fee_months' | 'notice_months' | 'amount_cents';
export const PROPOSAL_TERMS: Record<ProposalType, readonly ProposalTerm[]> = {
  no_replacement: [],
  no_replacement_with_notice: ['notice_months'],
  no_replacement_with_fee: ['fee_months'],
  replacement_required: [],
  allow_with_fee: ['amount_cents'],
  deny: [],
  accept: [],
  adjust: ['amount_cents'],
  offer_rent_credit: ['amount_cents'],
  deny_rent_credit: [],
  request_fee: ['amount_cents'],
};

/** Spec §9: a termination fee with a fee is one to four months' rent ("no fee" is no_replacement). */
export const FEE_MONTHS_WITH_FEE = LEASE_TERMINATION_FEE_MONTHS.filter((m) => m > 0);
export const NOTICE_MONTHS = LEASE_TERMINATION_NOTICE_MONTHS;
