import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revokeSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { NoContent } from '../auth/auth-schemas.js';

/** POST /logout: signing out ends the session row, so the token stops working at once. */
export const logoutRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/logout', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Sign out: the token stops working', response: { 204: NoContent } },
  }, async (request, reply) => {
    await revokeSession(db, request.auth!.sessionId);
    return reply.status(204).send(null);
  });
};
