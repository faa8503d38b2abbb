import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { fileSigningSecret } from '../uploads/file-links.js';
import { readConnectState, signConnectState, testAccountIdOf } from './connect-state.js';
import { ensurePayoutAccount, markPayoutAccountConnected } from './payout-accounts-repository.js';

/**
 * Where the manager lands after connecting: the web app's page. The api does not
 * know the web's origin (the gateway fronts both), so the redirect is relative.
 */
const WEB_DONE_PATH = '/manager/account-link?connected=1';

/**
 * A manager's payout account (spec §7 POST /stripe-connect-account-link). The
 * local provider stands in for the processor's onboarding: its link is a signed
 * GET on this api that marks the account connected. The state is an HMAC with
 * the file-signing secret (same key management, different prefix).
 */
export const payoutAccountRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['money'];

  app.post('/stripe-connect-account-link', {
    config: { access: 'manager' },
    schema: {
      tags, summary: "A link to connect the manager's payout account", response: { 200: z.object({ url: z.string(), account_id: z.string() }) },
      description: 'Local provider: GET /v20/test-payments/connect/{state} marks it connected and redirects to /manager/account-link?connected=1.',
    },
  }, async (request) => {
    const me = userId(request);
    const accountId = testAccountIdOf(me);
    await ensurePayoutAccount(db, me, accountId);
    return { url: `/v20/test-payments/connect/${signConnectState(fileSigningSecret(deps.config), me)}`, account_id: accountId };
  });

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
