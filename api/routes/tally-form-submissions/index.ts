import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { CursorParam, IdPathParams, LimitParam, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { notFound } from '../../http/errors.js';
import {
  findFormSubmission, insertFormSubmission, listFormSubmissions, setHandled, type FormSubmissionRow,
} from './form-submissions-repository.js';
import { FORM_FIELDS, FORMS, FormSubmissionBody } from './forms.js';

const SCOPE = 'form_submissions';

const FormSubmission = z.object({
  id: z.number().int(),
  form: z.enum(FORMS),
  email: z.string(),
  fields: z.record(z.string(), z.unknown()).describe('The answers, in the form\'s order (see docs/form-submissions.md).'),
  submitted_at: z.iso.datetime(),
  ip: z.string().nullable(),
  user_id: z.number().int().nullable().describe('The signed-in user who sent it, if any.'),
  handled_at: z.iso.datetime().nullable(),
  handled_by: z.number().int().nullable(),
  handled_by_email: z.string().nullable(),
});

const ListQuery = z.object({
  form: z.enum(FORMS).optional(),
  handled: z.enum(['true', 'false']).optional().describe('false: the ones nobody has handled yet.'),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const HandledBody = z.object({ handled: z.boolean({ error: 'handled is true or false.' }) }).strict();

/** jsonb keeps keys in its own order: answers are shown in the form's order. */
const dto = (row: FormSubmissionRow) => {
  const order = Object.keys(FORM_FIELDS[row.form].shape);
  const entries = Object.entries(row.fields ?? {}).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return { ...row, fields: Object.fromEntries(entries) };
};

/** Forms from the public site (spec §7 /tally-form-submissions, docs/form-submissions.md). */
export const tallyFormSubmissionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/tally-form-submissions', {
    // Anyone may send one: a few per address and hour keep the staff's inbox readable.
    config: { access: 'public', limits: ['form_submissions_per_address'] },
    schema: {
      tags: ['forms'], summary: 'Send a form from the public site',
      description: 'partner_meeting, leave_feedback or realtor_referral, each with its own fields. 201 {id}.',
      body: FormSubmissionBody, response: { 201: z.object({ id: z.number().int().nullable().describe('null when discarded as automated') }) },
    },
  }, async (request, reply) => {
    const { form, email, fields, website } = request.body;
    // A filled honeypot is a robot: it is told nothing, and nothing is stored.
    if (website) return reply.status(201).send({ id: null });
    const id = await insertFormSubmission(db, { form, fields, email, ip: request.ip ?? null, userId: request.auth?.userId ?? null });
    return reply.status(201).send({ id });
  });

  app.get('/tally-form-submissions', {
    config: { access: 'staff' },
    schema: { tags: ['forms'], summary: 'Forms sent from the public site, newest first (staff)', querystring: ListQuery, response: { 200: pageOf(FormSubmission) } },
  }, async (request) => {
    const q = request.query;
    const after = readCursor(q.cursor, SCOPE, 'int');
    const handled = q.handled === undefined ? undefined : q.handled === 'true';
    const found = await listFormSubmissions(db, { form: q.form, handled, beforeId: after?.id, limit: q.limit + 1 });
    const page = pageById(found, q.limit, SCOPE);
    return { ...page, results: page.results.map(dto) };
  });

  app.get('/tally-form-submissions/:id', {
    config: { access: 'staff' },
    schema: { tags: ['forms'], summary: 'One form submission (staff)', params: IdPathParams, response: { 200: FormSubmission } },
  }, async (request) => {
    const row = await findFormSubmission(db, request.params.id);
    if (!row) throw notFound('form submission');
    return dto(row);
  });

  app.patch('/tally-form-submissions/:id', {
    config: { access: 'staff' },
    schema: {
      tags: ['forms'], summary: 'Mark a form submission handled, or open again (staff)',
      params: IdPathParams, body: HandledBody, response: { 200: FormSubmission },
    },
  }, async (request) => {
    if (!(await setHandled(db, request.params.id, request.body.handled, userId(request)))) throw notFound('form submission');
    return dto((await findFormSubmission(db, request.params.id))!);
  });
};
