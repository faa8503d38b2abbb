import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { paymentSourcesProvider, TEST_CARD_NUMBER_TOKENS } from '../../providers/payment-sources.js';
import { cardBrand } from '../../providers/payments.js';
import { listSources, PaymentSourceSchema } from '../payment-sources/sources-repository.js';

const StripeInfo = z.object({
  publishable_key: z.string(),
  provider: z.string(),
  payment_sources: z.array(PaymentSourceSchema),
  autopay_source_id: z.number().int().nullable(),
  test_cards: z.array(z.object({ number: z.string(), brand: z.string(), token: z.string() })).optional(),
});

/** GET /stripe-info: the processor's public settings (the local provider's test cards too) and the caller's sources. */
export const stripeInfoRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
