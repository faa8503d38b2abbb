import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { cancelInvoice } from './cancel-invoice.js';
import { InstallmentSchema, InvoiceSchema } from './invoice-dto.js';
import { invoiceReaderOf, ownInvoice, visibleInvoice } from './invoice-access.js';
import { findInvoice } from './invoices-repository.js';
import { createInstallments, sendGuarantorCopy } from './plan-and-copy.js';

const InstallmentsBody = z.object({
  installments: z.number({ error: 'Choose 2 to 6 installments.' }).int({ error: 'Choose 2 to 6 installments.' })
    .min(2, { error: 'Choose 2 to 6 installments.' }).max(6, { error: 'Choose 2 to 6 installments.' }),
}).strict();
const InstallmentsResponse = z.object({ results: z.array(InstallmentSchema()) });

/** Cancel (staff, manager), payment plans and the guarantor's copy (tenant). */
export const manageRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['invoices'];

  app.post('/invoices/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Cancel an unpaid invoice (its charge is reversed)',
      description: 'Staff; or the manager of the home (payments area) for invoices other than rent. Idempotency-Key honoured. '
        + 'Errors: 403 (tenant, vendor, manager on rent), 404, payment_status_transition_not_allowed (422).',
      params: IdPathParams, response: { 200: InvoiceSchema },
    },
  }, async (request, reply) => {
    const reader = invoiceReaderOf(request);
    if ('tenantUserId' in reader) throw forbidden('Tenants cannot cancel invoices. Contact support.');
    const invoice = await visibleInvoice(db, request, request.params.id);
    if ('managerUserId' in reader && invoice.charge_type.startsWith('rent')) throw forbidden('Only Hearth staff may cancel a rent invoice.');
    const actor = { role: 'staff' in reader ? 'hearth-team' as const : 'manager' as const, userId: userId(request) };
    return idempotent(db, request, reply, 'POST /invoices/:id/cancel', async (tx) => {
      await cancelInvoice(tx, invoice.id, actor);
      return { status: 200, body: (await findInvoice(tx, reader, invoice.id))! };
    });
  });

  app.get('/invoices/:id/payment-plan-installments', {
    config: { access: 'user' },
    schema: { tags, summary: 'The invoice\'s payment plan', params: IdPathParams, response: { 200: InstallmentsResponse } },
  }, async (request) => ({ results: (await visibleInvoice(db, request, request.params.id)).installments }));

  app.post('/invoices/:id/payment-plan-installments', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Split your unpaid invoice into 2 to 6 monthly installments',
      description: 'Errors: invoice_not_payable (422), payment_plan_exists (409).',
      params: IdPathParams, body: InstallmentsBody, response: { 201: InstallmentsResponse },
    },
  }, async (request, reply) => {
    const invoice = await ownInvoice(db, request, request.params.id);
    const results = await db.transaction((tx) => createInstallments(tx, invoice, request.body.installments));
    reply.status(201);
    return { results };
  });

  app.post('/invoices/:id/guarantor-copy', {
    // Mails an address the caller typed in: capped per user, so an account cannot send mail to anyone at will.
    config: { access: 'tenant', limits: ['mails_to_others_per_user'] },
    schema: {
      tags, summary: 'Mail a copy of your invoice to your guarantor',
      description: 'Errors: no_guarantor (422) when the application names no guarantor email.',
      params: IdPathParams, response: { 200: z.object({ sent_to: z.string(), guarantor_copy_sent_at: z.iso.datetime() }) },
    },
  }, async (request) => {
    const invoice = await ownInvoice(db, request, request.params.id);
    return db.transaction((tx) => sendGuarantorCopy(tx, deps.mailer, invoice));
  });
};

