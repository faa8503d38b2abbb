import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCalendarDays } from '../../../common/calendar.js';
import { formatDate } from '../../../common/dates.js';
import { MONEY_RULES } from '../../../common/money.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { CalendarDate } from '../../http/fields.js';
import { attemptPayment } from '../../money/attempt-payment.js';
import { IdPathParams } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';
import { onceByKey } from './attempt-once.js';
import { InvoiceSchema } from './invoice-dto.js';
import { ownInvoice } from './invoice-access.js';
import { moveAutomaticAttempt } from './pay-repository.js';

const AttemptBody = z.object({ payment_source_id: IdParam.nullable().optional() }).strict();
const ScheduleBody = z.object({ attempt_on: CalendarDate('Use a date, YYYY-MM-DD.') }).strict();

/** The tenant pays: now (attempt) or on a chosen day (schedule-attempt). */
export const payRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['invoices'];

  app.post('/invoices/:id/attempt', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Pay your invoice now',
      description: 'Idempotency-Key REQUIRED (400 without). `payment_source_id` defaults to your autopay source. Answers 200 with the '
        + 'invoice: SUCCESSFUL, or a failure status with last_failure. Errors: invoice_not_payable (422), no_payment_source (422), '
        + 'payment_status_transition_not_allowed (422), idempotency_key_reused (422).',
      params: IdPathParams, body: AttemptBody.optional(), response: { 200: InvoiceSchema },
    },
  }, async (request, reply) => {
    const answer = await onceByKey(db, request, 'POST /invoices/:id/attempt', async () => {
      await ownInvoice(db, request, request.params.id);
      await attemptPayment({ db }, {
        invoiceId: request.params.id, paymentSourceId: request.body?.payment_source_id ?? null,
        actor: { role: 'tenant', userId: userId(request) }, triggerSource: 'HTTP',
        idempotencyKey: request.headers['idempotency-key'] as string,
      });
      return { status: 200, body: await ownInvoice(db, request, request.params.id) };
    });
    reply.status(answer.status as 200);
    return answer.body;
  });

  app.post('/invoices/:id/schedule-attempt', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Choose the day your autopay attempt runs',
      description: `From today to ${MONEY_RULES.lateFeeGraceDays} days after the due date. Errors: invoice_not_payable (422), fields.attempt_on (400).`,
      params: IdPathParams, body: ScheduleBody, response: { 200: InvoiceSchema },
    },
  }, async (request) => {
    const invoice = await ownInvoice(db, request, request.params.id);
    const today = new Date().toISOString().slice(0, 10);
    const latest = addCalendarDays(invoice.due_date, MONEY_RULES.lateFeeGraceDays);
    const on = request.body.attempt_on;
    if (on < today || on > latest) {
      throw new HttpError(400, 'invalid_input', 'Some fields are not valid.', { attempt_on: `Choose a day from ${formatDate(today)} to ${formatDate(latest)}.` });
    }
    // Only an invoice waiting for an automatic attempt has one to move.
    if (!(await moveAutomaticAttempt(db, invoice.id, on))) {
      throw new HttpError(422, 'invoice_not_payable', `This invoice has no automatic attempt to move: it is ${invoice.payment_status}.`);
    }
    return ownInvoice(db, request, invoice.id);
  });
};
