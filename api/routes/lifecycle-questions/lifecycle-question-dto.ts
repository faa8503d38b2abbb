import { z } from 'zod';
import { APPLICANT_DECLINE_REASONS, valuesOf } from '../../../common/application-reasons.js';
import { LIFECYCLE_QUESTION_KINDS } from '../../domain/applications/renter-confirmation-questions.js';
import type { LifecycleQuestionRow } from './lifecycle-questions-repository.js';

const Timestamp = z.iso.datetime();

export const LifecycleQuestionSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  kind: z.enum(LIFECYCLE_QUESTION_KINDS),
  response_type: z.enum(['confirm', 'text']).describe('confirm: answer "yes", or decline with a reason; text: a short answer.'),
  prompt: z.string(),
  position: z.number().int(),
  status: z.enum(['unanswered', 'answered', 'declined']),
  response: z.string().nullable(),
  responded_at: Timestamp.nullable(),
  decline_reason: z.string().nullable(),
  declined_at: Timestamp.nullable(),
});
export type LifecycleQuestionDto = z.infer<typeof LifecycleQuestionSchema>;

export function toLifecycleQuestionDto(row: LifecycleQuestionRow): LifecycleQuestionDto {
  return {
    id: row.id,
    lifecycle_id: row.lifecycle_id,
    kind: row.kind,
    response_type: row.response_type,
    prompt: row.prompt,
    position: row.position,
    status: row.responded_at ? 'answered' : row.declined_at ? 'declined' : 'unanswered',
    response: row.response,
    responded_at: row.responded_at,
    decline_reason: row.decline_reason,
    declined_at: row.declined_at,
  };
}

export const ResponseBody = z.object({
  response: z.string({ error: 'Write an answer.' }).trim()
    .min(1, { error: 'Write an answer.' }).max(500, { error: 'Keep your answer under 500 characters.' }),
}).strict();

export const DeclineBody = z.object({
  reason: z.enum(valuesOf(APPLICANT_DECLINE_REASONS), { error: 'Choose why you cannot answer.' }),
}).strict();
