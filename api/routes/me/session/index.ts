import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_ROLES } from '../../../../common/enums.js';
import type { AppDeps } from '../../../deps.js';
import { unauthenticated } from '../../../http/errors.js';

const SessionSchema = z.object({
  user_id: z.number().int().nullable(),
  user_role: z.enum(USER_ROLES).nullable(),
  is_staff: z.boolean().describe('From the database, not the token: staff status withdrawn since sign-in is false here.'),
  typ: z.enum(['session', 'guest', 'partner', 'service']),
});

/**
 * GET /me/session: who the bearer token's session is, as the database says now.
 * The gateway asks before granting what a token claims (GraphiQL, introspection and
 * operation text for staff, operation text for partners); a session that ended
 * (logout, expiry) answers 401 like every other route, so the privilege ends too.
 * Costs no query beyond the session lookup every authenticated route makes.
 */
export const sessionRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/me/session', {
    config: { access: 'guest' },
    schema: {
      tags: ['auth'], summary: 'Who this token\'s session is, checked against the database',
      description: '401 invalid_token when the session was revoked or has expired.',
      response: { 200: SessionSchema },
    },
  }, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    return { user_id: auth.userId, user_role: auth.role, is_staff: auth.isStaff, typ: auth.typ };
  });
};
