import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { invalidInput, notFound } from '../../http/errors.js';
import { paymentSourcesProvider, TEST_CARD_NUMBER_TOKENS } from '../../providers/payment-sources.js';
import { cardBrand, isExpired, passesLuhn } from '../../providers/payments.js';
import { listSources, PaymentSourceSchema } from './sources-repository.js';

const CardBody = z.object({
  number: z.string().transform((n) => n.replace(/[\s-]/g, '')),
  exp_month: z.number().int().min(1, { error: 'Use a month from 1 to 12.' }).max(12, { error: 'Use a month from 1 to 12.' }),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'The CVC is 3 or 4 digits.' }),
}).strict();

const StripeInfo = z.object({
  publishable_key: z.string(),
  provider: z.string(),
  payment_sources: z.array(PaymentSourceSchema),
  autopay_source_id: z.number().int().nullable(),
  test_cards: z.array(z.object({ number: z.string(), brand: z.string(), token: z.string() })).optional(),
});

/** The processor's public settings, and the local provider's stand-ins for its card form and bank link. */
export const testPaymentRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const provider = paymentSourcesProvider();
  const local = provider.name === 'test_payment_sources';
  const tags = ['payment sources'];

  app.get('/stripe-info', {
    config: { access: 'user' },
    schema: { tags, summary: 'Processor settings and your payment sources', response: { 200: StripeInfo } },
  }, async (request) => {
    const sources = await listSources(deps.database.db, userId(request));
    return {
      publishable_key: 'pk_test_local',
      provider: provider.name,
      payment_sources: sources,
      autopay_source_id: sources.find((s) => s.is_autopay)?.id ?? null,
      ...(local ? { test_cards: Object.entries(TEST_CARD_NUMBER_TOKENS).map(([number, token]) => ({ number, brand: cardBrand(number), token })) } : {}),
    };
  });

  app.post('/test-payments/card-tokens', {
    // A public write that hands out tokens (local provider only).
    config: { access: 'public', limits: ['card_tokens_per_address'] },
    schema: {
      tags, summary: 'Local provider only: a card token for a test card number (the processor\'s card form)',
      description: '404 with any other provider; 429 after 30 a minute per client. Errors 400: fields.number (Luhn, not a test card), fields.exp_month (expired).',
      body: CardBody, response: { 200: z.object({ token: z.string() }) },
    },
  }, async (request) => {
    if (!local) throw notFound('route');
    const { number, exp_month: month, exp_year: year } = request.body;
    if (!passesLuhn(number)) throw invalidInput({ number: 'This card number is not valid. Check it and try again.' });
    if (isExpired(month, year, new Date())) throw invalidInput({ exp_month: 'This card has expired.' });
    const token = TEST_CARD_NUMBER_TOKENS[number];
    if (!token) throw invalidInput({ number: 'Use one of the test cards (GET /stripe-info lists them).' });
    return { token };
  });

  app.post('/plaid-link-token', {
    config: { access: 'user' },
    schema: { tags, summary: 'A token to open the bank-link widget', response: { 200: z.object({ link_token: z.string(), expiration: z.iso.datetime() }) } },
  }, async (request) => ({
    link_token: `link-sandbox-${userId(request)}-${randomBytes(12).toString('hex')}`,
    expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
  }));
};
