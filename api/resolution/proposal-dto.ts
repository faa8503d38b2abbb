/**
 * The proposal JSON (docs/resolution.md "Proposal JSON"), from the rows
 * proposals-repository.ts reads, so the case's `proposals` and the proposal
 * routes answer the same shape.
 */
import { z } from 'zod';
import { PROPOSAL_STATUSES, PROPOSAL_TYPES } from '../../common/resolution.js';
import type { ProposalRow } from './proposals-repository.js';

export const ProposalSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  proposal_type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  proposed_by: z.object({ user_id: z.number().int(), first_name: z.string() }),
  message: z.string(),
  fee_months: z.number().int().nullable(),
  notice_months: z.number().nullable(),
  amount_cents: z.number().int().nullable(),
  fee_amount_cents: z.number().int().nullable().describe('What accepting charges the tenant, for fee proposals; null otherwise.'),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
});
export type ProposalDto = z.infer<typeof ProposalSchema>;

/** What accepting charges: fee months × monthly rent, or the amount of a fee proposal; null when it charges nothing. */
function feeAmountCents(row: Pick<ProposalRow, 'proposal_type' | 'fee_months' | 'amount_cents' | 'monthly_rent_cents'>): number | null {
  if (row.proposal_type === 'no_replacement_with_fee') {
    return row.fee_months === null || row.monthly_rent_cents === null ? null : row.fee_months * row.monthly_rent_cents;
  }
  if (row.proposal_type === 'allow_with_fee' || row.proposal_type === 'request_fee') return row.amount_cents;
  return null;
}

export function proposalDto(row: ProposalRow): ProposalDto {
  return {
    id: row.id, case_id: row.case_id, proposal_type: row.proposal_type, status: row.status,
    proposed_by: { user_id: row.proposed_by_user_id, first_name: row.proposed_by_first_name },
    message: row.message, fee_months: row.fee_months, notice_months: row.notice_months, amount_cents: row.amount_cents,
    fee_amount_cents: feeAmountCents(row), decided_at: row.decided_at, decline_reason: row.decline_reason, created_at: row.created_at,
  };
}
