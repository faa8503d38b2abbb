/**
 * GraphQL ↔ v20 values of the resolution enums (see tickets/enums.ts). The spec's
 * values with spaces ('product team', 'other party not responding') become
 * PRODUCT_TEAM, OTHER_PARTY_NOT_RESPONDING through graphQLEnumName.
 */
import {
  ACTION_REQUIRED_BY, BAN_STATES, ESCALATION_REASONS, ESCALATION_STATES, PROPOSAL_STATUSES, PROPOSAL_TYPES,
  RESOLUTION_CASE_KINDS, RESOLUTION_CASE_STATUSES,
} from '../../../common/resolution.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type ResolutionCaseKind = (typeof RESOLUTION_CASE_KINDS)[number];
export const ResolutionCaseKind = enumValueMap(RESOLUTION_CASE_KINDS);
export type ResolutionCaseStatus = (typeof RESOLUTION_CASE_STATUSES)[number];
export const ResolutionCaseStatus = enumValueMap(RESOLUTION_CASE_STATUSES);
export type ActionRequiredBy = (typeof ACTION_REQUIRED_BY)[number];
export const ActionRequiredBy = enumValueMap(ACTION_REQUIRED_BY);
export type CaseEscalation = (typeof ESCALATION_STATES)[number];
export const CaseEscalation = enumValueMap(ESCALATION_STATES);
export type CaseBan = (typeof BAN_STATES)[number];
export const CaseBan = enumValueMap(BAN_STATES);
export type EscalationReason = (typeof ESCALATION_REASONS)[number];
export const EscalationReason = enumValueMap(ESCALATION_REASONS);
export type ProposalType = (typeof PROPOSAL_TYPES)[number];
export const ProposalType = enumValueMap(PROPOSAL_TYPES);
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const ProposalStatus = enumValueMap(PROPOSAL_STATUSES);

/**
 * The api's CASE_ACTIONS (api/domain/resolution/case-status.ts, the `viewer_may.actions`
 * values). The gateway does not import api code; the enum map test keeps the two
 * lists the same as the contract's.
 */
const CASE_ACTIONS = [
  'add_evidence', 'propose', 'accept_proposal', 'decline_proposal', 'start_chat', 'comment',
  'pending_finalization', 'resolve', 'close', 'escalate', 'ban',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const CaseAction = enumValueMap(CASE_ACTIONS);
const CASE_PARTIES = ['tenant', 'manager', 'staff'] as const;
export type CaseParty = (typeof CASE_PARTIES)[number];
export const CaseParty = enumValueMap(CASE_PARTIES);
/** Gateway-made: what a timeline entry is (no v20 value behind it). */
const CASE_TIMELINE_KINDS = ['status', 'proposal', 'message'] as const;
export type CaseTimelineKind = (typeof CASE_TIMELINE_KINDS)[number];
export const CaseTimelineKind = enumValueMap(CASE_TIMELINE_KINDS);
