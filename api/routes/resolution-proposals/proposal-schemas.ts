import { z } from 'zod';
import { IdParam } from '../../http/fields.js';

export const TAGS = ['resolution center'];

/** A term arrives as any number: whether it is one of its options is a 422 (proposal-rules.ts), not a 400. */
const Term = z.number().nullable().optional();

export const CreateProposalBody = z.object({
  case_id: IdParam,
  // Any text: a type the case's kind does not take (or no type at all of ours) is 422 proposal_not_allowed.
  proposal_type: z.string().trim().min(1).max(60),
  fee_months: Term,
  notice_months: Term,
  amount_cents: Term,
  message: z.string().trim().max(2000).optional(),
}).strict();

export const DeclineBody = z.object({
  reason: z.string().trim().max(2000).optional(),
}).strict().optional();

export const ProposalsQuery = z.object({ case_id: IdParam });
