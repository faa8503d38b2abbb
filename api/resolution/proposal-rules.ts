/**
 * Whether a proposal may be made on a case of a kind, with which terms
 * (docs/resolution.md "Proposals per kind"). Pure: the route validates with it
 * before anything is written, so a refused proposal stores nothing.
 */
import {
  ALLOWED_PROPOSALS, FEE_MONTHS_WITH_FEE, NOTICE_MONTHS, PROPOSAL_TERMS, PROPOSAL_TYPES,
  type ProposalTerm, type ProposalType, type ResolutionCaseKind,
} from '../../common/resolution.js';
import { HttpError } from '../http/errors.js';

/** The largest fee, credit or switch fee a manager may propose, in cents ($10,000). */
export const MAX_PROPOSAL_AMOUNT_CENTS = 1_000_000;

/** Terms as they arrive; null and undefined both mean "not given". */
export type ProposalTermsInput = Partial<Record<ProposalTerm, number | null | undefined>>;

export interface ValidProposal {
  proposal_type: ProposalType;
  fee_months: number | null;
  notice_months: number | null;
  amount_cents: number | null;
}

const TERM_NAMES: readonly ProposalTerm[] = ['fee_months', 'notice_months', 'amount_cents'];

const isProposalType = (value: string): value is ProposalType => (PROPOSAL_TYPES as readonly string[]).includes(value);

/** Why a term's value is outside its options, or null when it is fine. */
function termProblem(term: ProposalTerm, value: number, type: ProposalType, disputedCents: number | null): string | null {
  switch (term) {
    case 'fee_months':
      return FEE_MONTHS_WITH_FEE.includes(value as never) ? null : `Choose ${FEE_MONTHS_WITH_FEE.join(', ')} months' rent.`;
    case 'notice_months':
      return NOTICE_MONTHS.includes(value as never) ? null : `Choose ${NOTICE_MONTHS.join(', ')} months' notice.`;
    case 'amount_cents': {
      if (!Number.isInteger(value) || value < 1) return 'Give a whole, positive number of cents.';
      if (type === 'adjust') {
        // The counter amount is part of the disputed amount: all of it is `accept`, none is `deny`.
        if (disputedCents === null || value >= disputedCents) return `Give less than the disputed ${disputedCents ?? 0} cents (all of it is "accept").`;
        return null;
      }
      return value > MAX_PROPOSAL_AMOUNT_CENTS ? `At most ${MAX_PROPOSAL_AMOUNT_CENTS} cents.` : null;
    }
  }
}

/**
 * The proposal as it will be stored, or a 422: `proposal_not_allowed` when the
 * kind does not offer the type (spec §4), `invalid_proposal_terms` with one
 * field per term that is missing, present where it does not belong, or outside
 * its options. `disputedCents` is the case's disputed amount (deposit disputes).
 */
export function validateProposal(kind: ResolutionCaseKind, type: string, terms: ProposalTermsInput, disputedCents: number | null): ValidProposal {
  if (!isProposalType(type) || !ALLOWED_PROPOSALS[kind].includes(type)) {
    throw new HttpError(422, 'proposal_not_allowed', `A ${kind} case does not take a ${type} proposal. Allowed: ${ALLOWED_PROPOSALS[kind].join(', ')}.`,
      { proposal_type: `Choose one of ${ALLOWED_PROPOSALS[kind].join(', ')}.` });
  }
  const wanted = PROPOSAL_TERMS[type];
  const fields: Record<string, string> = {};
  for (const term of TERM_NAMES) {
    const value = terms[term];
    const given = value !== undefined && value !== null;
    if (!wanted.includes(term)) {
      if (given) fields[term] = `A ${type} proposal has no ${term}.`;
    } else if (!given) {
      fields[term] = `A ${type} proposal needs ${term}.`;
    } else {
      const problem = termProblem(term, value, type, disputedCents);
      if (problem) fields[term] = problem;
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(422, 'invalid_proposal_terms', 'The proposal\'s terms are not valid.', fields);
  }
  const pick = (term: ProposalTerm) => (wanted.includes(term) ? terms[term] ?? null : null);
  return { proposal_type: type, fee_months: pick('fee_months'), notice_months: pick('notice_months'), amount_cents: pick('amount_cents') };
}
