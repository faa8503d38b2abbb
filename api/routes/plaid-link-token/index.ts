import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';

/** POST /plaid-link-token: a token to open the bank-link widget (the local provider's stand-in). */
export const plaidLinkTokenRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment sources'];

  app.post('/plaid-link-token', {
    config: { access: 'user' },
    schema: { tags, summary: 'A token to open the bank-link widget', response: { 200: z.object({ link_token: z.string(), expiration: z.iso.datetime() }) } },
  }, async (request) => ({
    link_token: `link-sandbox-${userId(request)}-${randomBytes(12).toString('hex')}`,
    expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
  }));
};
