import { z } from 'zod';
import { CalendarDate, DbId } from '../../http/fields.js';
import { BAN_STATES, ESCALATION_REASONS, ESCALATION_STATES, RESOLUTION_CASE_KINDS, RESOLUTION_CASE_STATUSES } from '../../../common/resolution.js';
import { CursorParam, LimitParam, idListParam } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import { fileIds } from '../maintenance-tickets/ticket-schemas.js';

const oneOf = (values: readonly string[]) => ({ error: `Use one of: ${values.join(', ')}.` });
const id = DbId;
const isoDate = CalendarDate('Use a date like 2026-05-31.');
const note = (max: number) => z.string({ error: 'Write some text.' }).trim().max(max, { error: `Use at most ${max} characters.` });

export const KindParam = z.enum(RESOLUTION_CASE_KINDS, oneOf(RESOLUTION_CASE_KINDS));

export const CasesQuery = z.object({
  status: z.enum(RESOLUTION_CASE_STATUSES, oneOf(RESOLUTION_CASE_STATUSES)).optional(),
  kind: KindParam.optional(),
  building_id: IdParam.optional(),
  ids: idListParam(100).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const TypesQuery = z.object({ category_id: IdParam.optional() }).strict();

export const OpenCaseBody = z.object({
  kind: KindParam,
  lifecycle_id: id,
  description: z.string({ error: 'Describe what you are asking for.' }).trim().min(1, { error: 'Describe what you are asking for.' })
    .max(4000, { error: 'Use at most 4000 characters.' }),
  requested_vacate_date: isoDate.optional(),
  requested_bedroom_id: id.optional(),
  requested_move_date: isoDate.optional(),
  disputed_amount_cents: z.number({ error: 'Give an amount in cents.' }).int({ error: 'Give a whole number of cents.' })
    .min(1, { error: 'Dispute at least one cent.' }).max(100_000_000, { error: 'This amount is too large.' }).optional(),
  evidence_file_ids: fileIds().default([]),
}).strict();

export const EvidenceBody = z.object({
  file_ids: fileIds().refine((ids) => ids.length > 0, { error: 'Attach at least one file.' }),
}).strict();

export const StartChatBody = z.object({ message: note(4000).optional() }).strict().default({});
export const CloseBody = z.object({ reason: note(2000).optional() }).strict().default({});
export const ResolveBody = z.object({ resolution_note: note(2000).optional() }).strict().default({});
export const PendingFinalizationBody = z.object({ note: note(2000).optional() }).strict().default({});
export const EscalateBody = z.object({
  escalation: z.enum(ESCALATION_STATES, oneOf(ESCALATION_STATES)),
  escalation_reason: z.enum(ESCALATION_REASONS, oneOf(ESCALATION_REASONS)).optional(),
  note: note(2000).optional(),
}).strict();
export const BanBody = z.object({ ban: z.enum(BAN_STATES, oneOf(BAN_STATES)) }).strict();

export const TAGS = ['resolution center'];
