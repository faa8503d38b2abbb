import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { fileSigningSecret } from '../../../uploads/file-links.js';
import { readConnectState } from '../../payout-accounts/connect-state.js';
import { markProviderPayoutAccountConnected } from '../../residential-service-providers/payout-account/payout-account-repository.js';
import { sendAwaitingPayouts } from '../../residential-service-providers/payout-account/provider-payouts.js';
import { refreshOnboarding } from '../../residential-service-providers/providers-repository.js';

/** Where the vendor lands after connecting: the onboarding's next step (relative, as for managers). */
const WEB_DONE_PATH = '/vendor/onboard?payout_connected=1';

/**
 * The local provider's stand-in for the processor's onboarding of a vendor
 * company: the link of POST /residential-service-providers/{id}/payout-account.
 * Connecting re-checks onboarding and sends the payouts that waited for the account.
 */
export const testProviderConnectRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/test-payments/provider-connect/:state', {
    config: { access: 'public' },
    schema: {
      tags: ['money'], summary: 'The local processor\'s onboarding of a vendor company: marks its payout account connected',
      params: z.object({ state: z.string().max(200) }),
    },
  }, async (request, reply) => {
    const providerId = readConnectState(fileSigningSecret(deps.config), request.params.state, undefined, 'provider-connect');
    const invalid = () => new HttpError(404, 'invalid_connect_link', 'This link has expired or is not valid. Start again from your onboarding.');
    if (providerId === null) throw invalid();
    await db.transaction(async (tx) => {
      if (!(await markProviderPayoutAccountConnected(tx, providerId))) throw invalid();
      await refreshOnboarding(tx, providerId);
      await sendAwaitingPayouts(tx, providerId);
    });
    return reply.redirect(WEB_DONE_PATH, 302);
  });
};
