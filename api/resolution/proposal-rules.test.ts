import { describe, expect, it } from 'vitest';
import { ALLOWED_PROPOSALS, PROPOSAL_TYPES, RESOLUTION_CASE_KINDS, type ProposalType } from '../../common/resolution.js';
import { HttpError } from '../http/errors.js';
import { validateProposal, type ProposalTermsInput } from './proposal-rules.js';

/** Valid terms for every type, as the web would send them. */
const VALID_TERMS: Record<ProposalType, ProposalTermsInput> = {
  no_replacement: {},
  no_replacement_with_notice: { notice_months: 0.5 },
  no_replacement_with_fee: { fee_months: 2 },
  replacement_required: {},
  allow_with_fee: { amount_cents: 25_000 },
  deny: {},
  accept: {},
  adjust: { amount_cents: 10_000 },
  offer_rent_credit: { amount_cents: 5_000 },
  deny_rent_credit: {},
  request_fee: { amount_cents: 7_500 },
};
const DISPUTED = 30_000;

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('validateProposal: the kinds × types matrix', () => {
  for (const kind of RESOLUTION_CASE_KINDS) {
    for (const type of PROPOSAL_TYPES) {
      const allowed = ALLOWED_PROPOSALS[kind].includes(type);
      it(`${kind} ${allowed ? 'takes' : 'refuses'} ${type}`, () => {
        const run = () => validateProposal(kind, type, VALID_TERMS[type], DISPUTED);
        if (allowed) {
          expect(run().proposal_type).toBe(type);
        } else {
          const err = refusal(run);
          expect([err.status, err.code]).toEqual([422, 'proposal_not_allowed']);
        }
      });
    }
  }

  it('spells out the spec lists per kind', () => {
    expect(ALLOWED_PROPOSALS.tenant_elt_military).toEqual(['no_replacement', 'no_replacement_with_notice', 'offer_rent_credit', 'deny_rent_credit']);
    expect(ALLOWED_PROPOSALS.tenant_room_switch.slice(0, 3)).toEqual(['no_replacement', 'allow_with_fee', 'deny']);
  });

  it('refuses a type that does not exist with 422 too', () => {
    expect(refusal(() => validateProposal('tenant_elt', 'cash_bribe', {}, null)).code).toBe('proposal_not_allowed');
  });
});

describe('validateProposal: terms', () => {
  const termsError = (kind: Parameters<typeof validateProposal>[0], type: string, terms: ProposalTermsInput, disputed: number | null = DISPUTED) => {
    const err = refusal(() => validateProposal(kind, type, terms, disputed));
    expect([err.status, err.code]).toEqual([422, 'invalid_proposal_terms']);
    return err.fields ?? {};
  };

  it.each([[1], [2], [3], [4]])('takes fee_months %d with a fee', (months) => {
    expect(validateProposal('tenant_elt', 'no_replacement_with_fee', { fee_months: months }, null).fee_months).toBe(months);
  });
  it.each([[0], [5], [1.5], [-1]])('refuses fee_months %d with a fee', (months) => {
    expect(Object.keys(termsError('tenant_elt', 'no_replacement_with_fee', { fee_months: months }))).toEqual(['fee_months']);
  });
  it.each([[0.5], [1], [2], [3], [4]])('takes notice_months %d', (months) => {
    expect(validateProposal('tenant_elt_military', 'no_replacement_with_notice', { notice_months: months }, null).notice_months).toBe(months);
  });
  it.each([[1.5], [0], [6]])('refuses notice_months %d', (months) => {
    expect(Object.keys(termsError('tenant_elt', 'no_replacement_with_notice', { notice_months: months }))).toEqual(['notice_months']);
  });

  it('names a missing term', () => {
    expect(termsError('tenant_room_switch', 'allow_with_fee', {})).toHaveProperty('amount_cents');
    expect(termsError('tenant_elt', 'no_replacement_with_fee', { fee_months: null })).toHaveProperty('fee_months');
  });

  it('names each term that does not belong, and a missing one beside it', () => {
    const fields = termsError('tenant_elt', 'no_replacement_with_fee', { notice_months: 1, amount_cents: 100 });
    expect(Object.keys(fields).sort()).toEqual(['amount_cents', 'fee_months', 'notice_months']);
    expect(Object.keys(termsError('tenant_elt', 'no_replacement', { fee_months: 1 }))).toEqual(['fee_months']);
  });

  it.each([[0], [1_000_001], [12.5]])('refuses an amount of %d cents', (cents) => {
    expect(Object.keys(termsError('tenant_elt', 'request_fee', { amount_cents: cents }))).toEqual(['amount_cents']);
  });
  it('takes amounts from 1 to 1,000,000 cents', () => {
    expect(validateProposal('tenant_elt', 'offer_rent_credit', { amount_cents: 1 }, null).amount_cents).toBe(1);
    expect(validateProposal('tenant_room_switch', 'request_fee', { amount_cents: 1_000_000 }, null).amount_cents).toBe(1_000_000);
  });

  it('takes an adjustment strictly below the disputed amount', () => {
    expect(validateProposal('tenant_deposit_return_dispute', 'adjust', { amount_cents: DISPUTED - 1 }, DISPUTED).amount_cents).toBe(DISPUTED - 1);
    expect(termsError('tenant_deposit_return_dispute', 'adjust', { amount_cents: DISPUTED })).toHaveProperty('amount_cents');
    expect(termsError('tenant_deposit_return_dispute', 'adjust', { amount_cents: DISPUTED + 1 })).toHaveProperty('amount_cents');
  });

  it('stores only the terms of the type', () => {
    expect(validateProposal('tenant_elt', 'no_replacement', { fee_months: undefined, amount_cents: null }, null))
      .toEqual({ proposal_type: 'no_replacement', fee_months: null, notice_months: null, amount_cents: null });
  });
});
