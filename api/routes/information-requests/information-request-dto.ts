import { z } from 'zod';
import {
  APPLICANT_DECLINE_REASONS, INFORMATION_REQUEST_KINDS, INFORMATION_REQUEST_REASONS, INFORMATION_REQUEST_RESPONSE_KINDS,
  INFORMATION_REQUEST_STATUSES, valuesOf,
} from '../../../common/application-reasons.js';
import { CursorParam, LimitParam } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import type { InformationRequestRow } from './information-requests-repository.js';

const Timestamp = z.iso.datetime();
const KINDS = valuesOf(INFORMATION_REQUEST_KINDS) as [InformationRequestRow['kind'], ...InformationRequestRow['kind'][]];

export const InformationRequestSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  requested_by_user_id: z.number().int(),
  kind: z.enum(KINDS),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(INFORMATION_REQUEST_STATUSES),
  response_kind: z.enum(INFORMATION_REQUEST_RESPONSE_KINDS).nullable(),
  response_text: z.string().nullable(),
  decline_reason: z.string().nullable(),
  responded_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export function toInformationRequestDto(row: InformationRequestRow): z.infer<typeof InformationRequestSchema> {
  const { tenant_user_id: _applicant, ...dto } = row;
  return dto;
}

/** The kinds the spec §8 reason list applies to; an identity document request needs no reason. */
const KINDS_WITH_REASON = new Set(['add_guarantor_request', 'financials_update_request', 'screening_report_question']);

export const CreateInformationRequestBody = z.object({
  kind: z.enum(KINDS, { error: `Choose one of ${KINDS.join(', ')}.` }),
  reason: z.enum(valuesOf(INFORMATION_REQUEST_REASONS), { error: 'Choose a reason from the list.' }).nullable().optional(),
  message: z.string().trim().max(1000, { error: 'Keep the message under 1000 characters.' }).nullable().optional(),
}).strict().superRefine((body, ctx) => {
  const needsReason = KINDS_WITH_REASON.has(body.kind);
  if (needsReason && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why you are asking.' });
  if (!needsReason && body.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'An identity document request takes no reason; use message.' });
  }
});

export const RespondBody = z.object({
  text: z.string({ error: 'Write your answer.' }).trim()
    .min(1, { error: 'Write your answer.' }).max(2000, { error: 'Keep your answer under 2000 characters.' }),
}).strict();

export const DeclineRequestBody = z.object({
  reason: z.enum(valuesOf(APPLICANT_DECLINE_REASONS), { error: 'Choose why you cannot answer.' }),
}).strict();

export const InformationRequestsQuery = z.object({
  status: z.enum(INFORMATION_REQUEST_STATUSES).optional(),
  lifecycle_id: IdParam.optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();
