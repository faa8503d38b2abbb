import { z } from 'zod';
import { ACCESS_REQUIREMENTS, TICKET_AREAS, TICKET_STATUSES, TICKET_TYPES } from '../../../common/live.js';
import { CursorParam, LimitParam, idListParam } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';

const oneOf = (values: readonly string[]) => ({ error: `Use one of: ${values.join(', ')}.` });
const id = z.number({ error: 'Use a numeric id.' }).int({ error: 'Use a numeric id.' }).min(1, { error: 'Use a numeric id.' }).max(2_147_483_647, { error: 'Use a numeric id.' });
/** Upload ids (POST /signed-urls); at most 10 per request, repeats ignored. */
export const fileIds = (max = 10) => z.array(z.string({ error: 'Give upload ids.' }).trim().max(64, { error: 'This is not an upload id.' }), { error: 'Give a list of upload ids.' })
  .max(max, { error: `Attach at most ${max} files at once.` })
  .transform((ids) => [...new Set(ids.map((i) => i.toLowerCase()))]);

export const TicketStatusParam = z.enum(TICKET_STATUSES, oneOf(TICKET_STATUSES));
export const TicketTypeParam = z.enum(TICKET_TYPES, oneOf(TICKET_TYPES));

export const TicketsQuery = z.object({
  building_id: IdParam.optional(),
  status: TicketStatusParam.optional(),
  ticket_type: TicketTypeParam.optional(),
  ids: idListParam(100).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const CreateTicketBody = z.object({
  building_id: id,
  ticket_type: TicketTypeParam.optional(),
  support_category_id: id.nullable().optional(),
  area: z.enum(TICKET_AREAS, oneOf(TICKET_AREAS)),
  access_requirement: z.enum(ACCESS_REQUIREMENTS, oneOf(ACCESS_REQUIREMENTS)),
  title: z.string({ error: 'Give the ticket a title.' }).trim().min(1, { error: 'Give the ticket a title.' }).max(120, { error: 'Use at most 120 characters.' }),
  description: z.string({ error: 'Describe the problem.' }).trim().min(1, { error: 'Describe the problem.' }).max(5000, { error: 'Use at most 5000 characters.' }),
  photo_file_ids: fileIds().default([]),
}).strict();

export const CreateUpdateBody = z.object({
  body: z.string({ error: 'Write a message.' }).trim().max(5000, { error: 'Use at most 5000 characters.' }).optional(),
  status: TicketStatusParam.optional(),
  photo_file_ids: fileIds().default([]),
}).strict();

export const UserIdsBody = z.object({
  user_ids: z.array(id, { error: 'Give a list of user ids.' }).min(1, { error: 'Name at least one person.' }).max(50, { error: 'Name at most 50 people at once.' })
    .transform((ids) => [...new Set(ids)]),
}).strict();

export const ManagerNotificationsBody = z.object({ enabled: z.boolean({ error: 'Use true or false.' }) }).strict();
export const ResponsibilityBody = z.object({ responsible_user_id: id.nullable() }).strict();

export const SubmissionBody = z.object({
  note: z.string({ error: 'Write a note.' }).trim().max(2000, { error: 'Use at most 2000 characters.' }).default(''),
  file_ids: fileIds().refine((ids) => ids.length > 0, { error: 'Attach at least one document.' }),
}).strict();

export const TAGS = ['maintenance tickets'];
