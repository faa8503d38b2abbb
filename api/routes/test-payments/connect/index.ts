import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { fileSigningSecret } from '../../../uploads/file-links.js';
import { readConnectState } from '../../payout-accounts/connect-state.js';
import { markPayoutAccountConnected } from '../../payout-accounts/payout-accounts-repository.js';

/**
 * Where the manager lands after connecting: the web app's page. The api does not
 * know the web's origin (the gateway fronts both), so the redirect is relative.
 */
const WEB_DONE_PATH = '/manager/account-link?connected=1';

/**
 * The local provider's stand-in for the processor's onboarding: the link of
 * POST /stripe-connect-account-link is a signed GET here that marks the manager's
 * payout account connected.
 */
export const testConnectRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['money'];

  app.get('/test-payments/connect/:state', {
    config: { access: 'public' },
    schema: { tags, summary: "The local processor's onboarding: marks the payout account connected", params: z.object({ state: z.string().max(200) }) },
  }, async (request, reply) => {
    const managerId = readConnectState(fileSigningSecret(deps.config), request.params.state);
    if (managerId === null) throw new HttpError(404, 'invalid_connect_link', 'This link has expired or is not valid. Start again from your account page.');
    await db.transaction(async (tx) => {
      await markPayoutAccountConnected(tx, managerId);
    });
    return reply.redirect(WEB_DONE_PATH, 302);
  });
};
