import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { paymentSourcesProvider } from '../../providers/payment-sources.js';
import { IdPathParams } from '../../http/collection-params.js';
import { insertSource, listSources, PaymentSourceSchema, removeSource, setAutopay } from './sources-repository.js';
import { testPaymentRoutes } from './test-payments.js';

const CardBody = z.object({ stripe_card_token: z.string().min(1).max(200), make_autopay: z.boolean().optional() }).strict();
const BankBody = z.object({
  plaid_account_id: z.string().min(1).max(200), plaid_public_token: z.string().min(1).max(500), make_autopay: z.boolean().optional(),
}).strict();
const SourceBody = z.union([CardBody, BankBody]);

/** Tenants pay and managers may keep a source too; vendors have nothing to pay. */
function payer(request: FastifyRequest): number {
  if (request.auth?.role === 'vendor') throw forbidden('Switch to your tenant or manager role to manage payment sources.');
  return userId(request);
}

/** Payment sources (cards, bank accounts) of the caller, and the processor's public settings. */
export const paymentSourceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const provider = paymentSourcesProvider();
  const tags = ['payment sources'];

  app.post('/payment-source', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Save a card token or a linked bank account',
      description: '`{stripe_card_token}` or `{plaid_account_id, plaid_public_token}`; `make_autopay` makes it the autopay source. '
        + 'Errors 400 with the field: invalid_card_token, invalid_bank_link, unknown_bank_account.',
      body: SourceBody, response: { 201: PaymentSourceSchema },
    },
  }, async (request, reply) => {
    const owner = payer(request);
    const body = request.body;
    const attached = 'stripe_card_token' in body
      ? await provider.attachCardToken(body.stripe_card_token)
      : await provider.attachBankAccount(body.plaid_public_token, body.plaid_account_id);
    if (!attached.ok) throw new HttpError(400, attached.code, attached.message, { [attached.field]: attached.message });
    const source = await db.transaction(async (tx) => {
      const id = await insertSource(tx, owner, attached.source);
      if (body.make_autopay) await setAutopay(tx, owner, id);
      return (await listSources(tx, owner, id))[0]!;
    });
    reply.status(201);
    return source;
  });

  app.get('/payment-sources', {
    config: { access: 'user' },
    schema: { tags, summary: 'Your saved payment sources', response: { 200: z.object({ results: z.array(PaymentSourceSchema) }) } },
  }, async (request) => ({ results: await listSources(db, payer(request)) }));

  app.delete('/payment-sources/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Remove one of your payment sources', params: IdPathParams, response: { 204: z.null() } },
  }, async (request, reply) => {
    if (!(await removeSource(db, payer(request), request.params.id))) throw notFound('payment source');
    reply.status(204);
    return null;
  });

  app.post('/payment-sources/:id/autopay', {
    config: { access: 'user' },
    schema: { tags, summary: 'Make one of your sources the autopay source', params: IdPathParams, response: { 200: PaymentSourceSchema } },
  }, async (request) => {
    const owner = payer(request);
    return db.transaction(async (tx) => {
      const [source] = await listSources(tx, owner, request.params.id);
      if (!source) throw notFound('payment source');
      await setAutopay(tx, owner, source.id);
      return (await listSources(tx, owner, source.id))[0]!;
    });
  });

  await app.register(testPaymentRoutes, deps);
};
