import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { paymentSourcesProvider } from '../../providers/payment-sources.js';
import { payer } from '../payment-sources/payer.js';
import { insertSource, listSources, PaymentSourceSchema, setAutopay } from '../payment-sources/sources-repository.js';

const CardBody = z.object({ stripe_card_token: z.string().min(1).max(200), make_autopay: z.boolean().optional() }).strict();
const BankBody = z.object({
  plaid_account_id: z.string().min(1).max(200), plaid_public_token: z.string().min(1).max(500), make_autopay: z.boolean().optional(),
}).strict();
const SourceBody = z.union([CardBody, BankBody]);

/** POST /payment-source: saving a card token or a linked bank account (the saved ones: payment-sources/). */
export const newPaymentSourceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
