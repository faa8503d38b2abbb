import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { forbidden } from '../../../http/errors.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { viewerOf } from '../../../http/viewer.js';
import { fileSigningSecret } from '../../../uploads/file-links.js';
import { signConnectState } from '../../payout-accounts/connect-state.js';
import { visibleProviderOr404 } from '../provider-access.js';
import { TAGS as tags } from '../provider-schemas.js';
import { ensureProviderPayoutAccount, findProviderPayoutAccount } from './payout-account-repository.js';
import { testProviderAccountIdOf } from '../../../domain/services/provider-account.js';

const PayoutAccountSchema = z.object({
  account_id: z.string().nullable(),
  onboarding_started_at: z.string().nullable(),
  connected_at: z.string().nullable().describe('Set once the processor\'s onboarding is done: payouts are sent from then on.'),
});

/**
 * The company's payout account through the payments provider, as managers connect
 * theirs (stripe-connect-account-link): the local provider's link is a signed GET on
 * this api (test-payments/provider-connect/) that marks it connected.
 */
export const providerPayoutAccountRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/residential-service-providers/:id/payout-account', {
    config: { access: 'vendor' },
    schema: {
      tags, summary: 'A link to connect your company\'s payout account', params: IdPathParams,
      response: { 200: z.object({ url: z.string(), account_id: z.string() }) },
      description: 'The company\'s owner (vendor role); a member 403; anyone else 404. Local provider: GET '
        + '/v20/test-payments/provider-connect/{state} marks it connected and redirects to /vendor/onboard?payout_connected=1.',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const { provider, owner } = await visibleProviderOr404(db, viewer, request.params.id);
    if (!owner) throw forbidden('Only the company\'s owner may connect its payout account.');
    const accountId = testProviderAccountIdOf(provider.id);
    await ensureProviderPayoutAccount(db, provider.id, accountId);
    const state = signConnectState(fileSigningSecret(deps.config), provider.id, undefined, 'provider-connect');
    return { url: `/v20/test-payments/provider-connect/${state}`, account_id: accountId };
  });

  app.get('/residential-service-providers/:id/payout-account', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Your company\'s payout account', params: IdPathParams, response: { 200: PayoutAccountSchema },
      description: 'Its people (vendor role) and staff; anyone else 404. All null before the owner starts connecting it.',
    },
  }, async (request) => {
    const { provider } = await visibleProviderOr404(db, viewerOf(request), request.params.id);
    const account = await findProviderPayoutAccount(db, provider.id);
    return { account_id: account?.provider_account_id ?? null, onboarding_started_at: account?.onboarding_started_at ?? null, connected_at: account?.connected_at ?? null };
  });
};
