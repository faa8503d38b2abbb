import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayActAs } from '../../auth/roles.js';
import { revokeSession, startSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, unauthenticated } from '../../http/errors.js';
import { userId } from '../../http/access.js';
import { roleNotHeld } from '../auth/auth-errors.js';
import { findUserById } from '../auth/auth-repository.js';
import { AssumeUserRoleBody, SessionResponse } from '../auth/auth-schemas.js';

/** POST /assume-user-role: switching to another role the user holds. */
export const assumeUserRoleRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/assume-user-role', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'], summary: 'Switch to another role the user holds (a new token)',
      body: AssumeUserRoleBody, response: { 200: SessionResponse },
    },
  }, async (request) => {
    const auth = request.auth!;
    // Partner and service tokens act for integrations; they must not mint web sessions.
    if (auth.typ !== 'session') throw forbidden('Only a signed-in session can switch roles.');
    const user = await findUserById(db, userId(request));
    if (!user) throw unauthenticated();
    const role = request.body.user_role;
    if (!mayActAs(user.roles, role)) throw roleNotHeld(role);
    // The old token is revoked, so signing out later ends the whole sign-in, not just its last role.
    const session = await db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      return startSession(tx, deps.keys, deps.config.sessionTtlHours, {
        userId: user.id, isStaff: user.isStaff, role, impersonatorId: auth.impersonatorId,
      });
    });
    return { token: session.token, user_id: user.id, user_role: role };
  });
};
