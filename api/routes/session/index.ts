import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestToken } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { GuestSessionResponse } from '../auth/auth-schemas.js';

/** POST /g/session: a guest session, for reading public data before signing in. */
export const guestSessionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post('/g/session', {
    // No limit: it writes nothing and sends nothing (no row, one signature), and the
    // gateway asks for one per new browser, so a per-address count would throttle
    // every visitor behind it at once.
    config: { access: 'public', limits: [] },
    schema: { tags: ['auth'], summary: 'Start a guest session (24 h)', response: { 200: GuestSessionResponse } },
  }, async () => {
    const { token, expiresAt } = await guestToken(deps.keys);
    return { token, expires_at: expiresAt.toISOString() };
  });
};
