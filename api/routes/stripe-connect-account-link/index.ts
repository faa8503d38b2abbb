import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { fileSigningSecret } from '../../uploads/file-links.js';
import { signConnectState, testAccountIdOf } from '../payout-accounts/connect-state.js';
import { ensurePayoutAccount } from '../payout-accounts/payout-accounts-repository.js';

/**
 * A manager's payout account (spec §7 POST /stripe-connect-account-link). The
 * local provider stands in for the processor's onboarding: its link is a signed
 * GET on this api (test-payments/connect/) that marks the account connected. The
 * state is an HMAC with the file-signing secret (same key management, different prefix).
 */
export const stripeConnectAccountLinkRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
