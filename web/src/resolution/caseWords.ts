// The resolution center's words: GraphQL enum values (TENANT_ELT, NO_REPLACEMENT_WITH_FEE …)
// said the way common/resolution.ts says them, so the web, the api and the emails agree.
import {
  PROPOSAL_TERMS, PROPOSAL_TYPE_LABELS, RESOLUTION_CASE_KIND_LABELS, RESOLUTION_CASE_STATUS_LABELS,
  type ProposalType, type ResolutionCaseKind, type ResolutionCaseStatus,
} from '../../../common/resolution';
import { formatDate } from '../shared/format';

export type Party = 'TENANT' | 'MANAGER' | 'STAFF';

const lower = <T extends string>(value: string) => value.toLowerCase() as T;

export function kindLabel(kind: string): string {
  return RESOLUTION_CASE_KIND_LABELS[lower<ResolutionCaseKind>(kind)] ?? kind;
}

export function caseStatusLabel(status: string): string {
  return RESOLUTION_CASE_STATUS_LABELS[lower<ResolutionCaseStatus>(status)] ?? status;
}

export function proposalTypeLabel(type: string): string {
  return PROPOSAL_TYPE_LABELS[lower<ProposalType>(type)] ?? type;
}

/** Which terms the manager must give for a proposal type (the propose form shows only those). */
export function proposalTermsOf(type: string): readonly string[] {
  return PROPOSAL_TERMS[lower<ProposalType>(type)] ?? [];
}

/** Who must act next, from the viewer's side: "you", "the manager", "Hearth team", "nobody". */
export function waitingFor(actionRequiredBy: string, viewerRole: string): string {
  if (actionRequiredBy === 'NONE') return 'nobody';
  if (actionRequiredBy === viewerRole) return 'you';
  switch (actionRequiredBy) {
    case 'TENANT': return 'the tenant';
    case 'MANAGER': return 'the manager';
    case 'PRODUCT_TEAM': return viewerRole === 'STAFF' ? 'you' : 'Hearth team';
    default: return 'nobody we know of yet';
  }
}

export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Spec §9 notice options: half a month, 1 month, 2 months … */
export function noticeLabel(months: number): string {
  if (months === 0.5) return 'half a month';
  return months === 1 ? '1 month' : `${months} months`;
}

export function monthsOfRent(months: number): string {
  return months === 1 ? "1 month's rent" : `${months} months' rent`;
}

export interface ProposalTermsLike {
  readonly proposalType: string;
  readonly feeMonths?: number | null;
  readonly noticeMonths?: number | null;
  readonly amount?: { readonly cents: number } | null;
  readonly feeAmount?: { readonly cents: number } | null;
}

/** A proposal in words, terms included: "Leave without a replacement, with a fee of 2 months' rent ($2,400)". */
export function proposalInWords(p: ProposalTermsLike): string {
  const label = proposalTypeLabel(p.proposalType);
  switch (p.proposalType) {
    case 'NO_REPLACEMENT_WITH_FEE': {
      if (!p.feeMonths) return label;
      const amount = p.feeAmount ? ` (${formatCents(p.feeAmount.cents)})` : '';
      return `${label} of ${monthsOfRent(p.feeMonths)}${amount}`;
    }
    case 'NO_REPLACEMENT_WITH_NOTICE':
      return p.noticeMonths ? `Leave without a replacement, after ${noticeLabel(p.noticeMonths)} of notice` : label;
    case 'ALLOW_WITH_FEE':
    case 'REQUEST_FEE':
      return p.amount ? `${label} of ${formatCents(p.amount.cents)}` : label;
    case 'OFFER_RENT_CREDIT':
      return p.amount ? `Offer a rent credit of ${formatCents(p.amount.cents)}` : label;
    case 'ADJUST':
      return p.amount ? `Return ${formatCents(p.amount.cents)} of the disputed amount` : label;
    default:
      return label;
  }
}

export interface CaseForAccept {
  readonly kind: string;
  readonly requestedVacateDate?: string | null;
  readonly requestedMoveDate?: string | null;
  readonly requestedBedroomName?: string | null;
  readonly disputedAmount?: { readonly cents: number } | null;
}

/** Exactly what accepting a proposal does, for the tenant's confirm dialog (docs/resolution.md "Effects"). */
export function acceptConsequences(p: ProposalTermsLike, c: CaseForAccept): string[] {
  const vacate = c.requestedVacateDate ? formatDate(c.requestedVacateDate) : null;
  const move = c.requestedMoveDate ? formatDate(c.requestedMoveDate) : null;
  const room = c.requestedBedroomName ?? 'the room you asked for';
  const roomSwitch = c.kind === 'TENANT_ROOM_SWITCH';
  switch (p.proposalType) {
    case 'NO_REPLACEMENT':
      return roomSwitch
        ? [`You move to ${room}${move ? ` on ${move}` : ''}; your current lease ends that day.`]
        : [`Your lease ends early: you move out${vacate ? ` on ${vacate}` : ' on the date you asked for'}.`];
    case 'NO_REPLACEMENT_WITH_NOTICE':
      return [`Your lease ends early, after ${noticeLabel(p.noticeMonths ?? 1)} of notice from today${vacate ? `, and not before ${vacate}` : ''}.`];
    case 'NO_REPLACEMENT_WITH_FEE':
      return [
        `Your lease ends early: you move out${vacate ? ` on ${vacate}` : ' on the date you asked for'}.`,
        `You are charged a fee of ${p.feeAmount ? formatCents(p.feeAmount.cents) : monthsOfRent(p.feeMonths ?? 1)}${p.feeMonths && p.feeAmount ? ` (${monthsOfRent(p.feeMonths)})` : ''}; it appears on your billing page.`,
      ];
    case 'REPLACEMENT_REQUIRED':
      return ['Your lease ends once a replacement tenant signs; your manager sets the date then.'];
    case 'ALLOW_WITH_FEE':
      return [
        `You move to ${room}${move ? ` on ${move}` : ''}; your current lease ends that day.`,
        `You are charged a fee of ${p.amount ? formatCents(p.amount.cents) : 'the amount proposed'}; it appears on your billing page.`,
      ];
    case 'DENY':
      return roomSwitch ? ['You stay in your current room; nothing changes.'] : ['Nothing changes.'];
    case 'ACCEPT':
      return [`${c.disputedAmount ? formatCents(c.disputedAmount.cents) : 'The disputed amount'} of your deposit is given back to you.`];
    case 'ADJUST':
      return [`${p.amount ? formatCents(p.amount.cents) : 'Part of the disputed amount'} of your deposit is given back to you.`];
    case 'OFFER_RENT_CREDIT':
      return [`A rent credit of ${p.amount ? formatCents(p.amount.cents) : 'the amount offered'} is added to your account.`];
    case 'REQUEST_FEE':
      return [`You are charged ${p.amount ? formatCents(p.amount.cents) : 'the fee requested'}; it appears on your billing page.`];
    case 'DENY_RENT_CREDIT':
      return ['No rent credit is given; nothing else changes.'];
    default:
      return ['The case moves on with these terms.'];
  }
}

/** What the history's actor roles are called on a case. */
export function actorLabel(role: string | null | undefined, viewerRole: string): string {
  if (!role) return 'Hearth';
  if (role === viewerRole) return 'You';
  switch (role) {
    case 'TENANT': return 'The tenant';
    case 'MANAGER': return 'The manager';
    case 'HEARTH_TEAM': return 'Hearth team';
    default: return 'Hearth';
  }
}

/** ?case= must be a REST id; anything else is ignored rather than sent. */
export function parseCaseParam(value: string | null | undefined): string | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? value : null;
}

/** The case's global id from its REST id, as the gateway encodes node ids. */
export function caseGlobalId(databaseId: string): string {
  return btoa(`ResolutionCase:${databaseId}`);
}


export interface LeaseOption {
  readonly lifecycleId: string;
  readonly buildingName: string;
  readonly bedroomName: string | null | undefined;
  readonly moveInDate: string;
  readonly moveOutDate: string;
  readonly switchableBedrooms: ReadonlyArray<{ readonly bedroomId: string; readonly name: string }>;
  readonly deposit: DepositOption | null | undefined;
  readonly openCaseKinds: readonly string[];
}

interface Amount { readonly cents: number; readonly formatted: string }
interface DepositOption { readonly deductionsTotal: Amount; readonly disputable: Amount }

/** What the dispute form says of the deposit: what was kept and what earlier cases already gave back. */
export function depositHint(deposit: DepositOption): string {
  if (deposit.disputable.cents === deposit.deductionsTotal.cents) return `Kept from your deposit: ${deposit.deductionsTotal.formatted}.`;
  return `Kept from your deposit: ${deposit.deductionsTotal.formatted}; still disputable after earlier cases: ${deposit.disputable.formatted}.`;
}

/** Why a lease cannot take a case of this kind now, or null when it can. */
export function leaseBlocked(lease: LeaseOption, kind: string): string | null {
  if (lease.openCaseKinds.includes(kind)) return `A ${kindLabel(kind).toLowerCase()} case is already open on this lease.`;
  if (kind === 'TENANT_ROOM_SWITCH' && lease.switchableBedrooms.length === 0) return 'No other room of this home can be switched to.';
  if (kind === 'TENANT_DEPOSIT_RETURN_DISPUTE' && !(lease.deposit && lease.deposit.disputable.cents > 0)) {
    return lease.deposit && lease.deposit.deductionsTotal.cents > 0 ? 'Earlier cases already gave back everything kept from this deposit.' : 'Nothing was kept from this deposit.';
  }
  return null;
}

