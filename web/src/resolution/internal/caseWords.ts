import { ESCALATION_REASONS, RESOLUTION_CASE_STATUSES, RESOLUTION_CASE_STATUS_LABELS } from '../../../../common/resolution';

/** GraphQL spells spec values in capitals with underscores ("other party not responding" → OTHER_PARTY_NOT_RESPONDING). */
function enumValue(spec: string): string {
  return spec.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

function sentence(spec: string): string {
  const text = spec.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type CaseStatusValue = 'EVIDENCE_REQUIRED' | 'OPEN' | 'PROPOSAL_ACCEPTED' | 'PENDING_FINALIZATION' | 'RESOLVED' | 'CLOSED';

/** The status filter's choices, in the order a case moves through them. */
export const CASE_STATUS_OPTIONS = RESOLUTION_CASE_STATUSES.map((s) => ({ value: enumValue(s) as CaseStatusValue, label: RESOLUTION_CASE_STATUS_LABELS[s] }));

/** `?status=` of /internal/resolution-cases: one of the spec's statuses, or null (all); anything else is ignored. */
export function parseCaseStatusFilter(params: URLSearchParams): CaseStatusValue | null {
  const status = params.get('status');
  return CASE_STATUS_OPTIONS.find((o) => o.value === status)?.value ?? null;
}

export type EscalationReasonValue = 'OTHER_PARTY_NOT_RESPONDING' | 'CLARIFICATION_NEEDED' | 'INAPPROPRIATE_USE_OF_PLATFORM' | 'OTHER';

/** Spec §4 escalation reasons, worded as the spec lists them. */
export const ESCALATION_REASON_OPTIONS = ESCALATION_REASONS.map((r) => ({ value: enumValue(r) as EscalationReasonValue, label: sentence(r) }));

export function escalationReasonLabel(value: string): string {
  return ESCALATION_REASON_OPTIONS.find((o) => o.value === value)?.label ?? sentence(value.toLowerCase());
}

/** Spec §3 "who must act next"; staff are the product team, so the page says so plainly. */
const ACTION_REQUIRED_BY_WORDS: Record<string, string> = {
  NONE: 'No one',
  MANAGER: 'Manager',
  TENANT: 'Tenant',
  PRODUCT_TEAM: 'Product team (us)',
  UNKNOWN: 'Unknown',
};

export function actionRequiredByLabel(value: string): string {
  return ACTION_REQUIRED_BY_WORDS[value] ?? 'Unknown';
}

/** Timeline authors: the gateway spells the staff role HEARTH_TEAM. */
export function actorRoleWords(role: string | null | undefined): string {
  if (!role) return '';
  if (role === 'HEARTH_TEAM') return 'Hearth team';
  return sentence(role.toLowerCase());
}


/** A status enum value (timeline moves) in the spec's words. */
export function caseStatusLabel(value: string | null | undefined): string {
  return CASE_STATUS_OPTIONS.find((o) => o.value === value)?.label ?? '';
}
