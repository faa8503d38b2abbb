import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { invalidInput, notFound } from '../../../http/errors.js';
import { paymentSourcesProvider, TEST_CARD_NUMBER_TOKENS } from '../../../providers/payment-sources.js';
import { isExpired, passesLuhn } from '../../../providers/payments.js';

const CardBody = z.object({
  number: z.string().transform((n) => n.replace(/[\s-]/g, '')),
  exp_month: z.number().int().min(1, { error: 'Use a month from 1 to 12.' }).max(12, { error: 'Use a month from 1 to 12.' }),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'The CVC is 3 or 4 digits.' }),
}).strict();

/** The local provider's stand-in for the processor's card form: a token for a test card number. */
export const testCardTokenRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const provider = paymentSourcesProvider();
  const local = provider.name === 'test_payment_sources';
  const tags = ['payment sources'];

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
};
