import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordLoginAttempt } from '../../auth/login-throttle.js';
import { verifyPasswordOrDecoy } from '../../auth/passwords.js';
import { mayActAs } from '../../auth/roles.js';
import { guestToken, revokeSession, startSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, unauthenticated } from '../../http/errors.js';
import { userId } from '../../http/access.js';
import { invalidCredentials, roleNotHeld } from './auth-errors.js';
import { findUserById, findUserByEmail } from './auth-repository.js';
import { refuseWhileThrottled, throttlePolicy } from './login-guard.js';
import { AssumeUserRoleBody, GuestSessionResponse, LoginBody, NoContent, SessionResponse } from './auth-schemas.js';

/** Guest sessions, sign-in, sign-out and role switching. */
export const sessionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

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

  app.post('/email-login', {
    // Guessing is limited by the sign-in limits (login_attempts), which know failures from successes.
    config: { access: 'public', limits: [] },
    schema: { tags: ['auth'], summary: 'Sign in with email and password', body: LoginBody, response: { 200: SessionResponse } },
  }, async (request, reply) => {
    const { email, password, user_role } = request.body;
    await refuseWhileThrottled(deps, reply, email, request.ip);
    const user = await findUserByEmail(db, email);
    const matches = await verifyPasswordOrDecoy(password, user?.passwordHash);
    await recordLoginAttempt(db, throttlePolicy(deps), { email, ip: request.ip, succeeded: matches });
    if (!user || !matches) throw invalidCredentials();
    // Only after the password matched, so the answer reveals nothing to a guesser.
    if (!mayActAs(user.roles, user_role)) throw roleNotHeld(user_role);
    const session = await startSession(db, deps.keys, deps.config.sessionTtlHours, {
      userId: user.id, isStaff: user.isStaff, role: user_role,
    });
    return { token: session.token, user_id: user.id, user_role };
  });

  app.post('/logout', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Sign out: the token stops working', response: { 204: NoContent } },
  }, async (request, reply) => {
    await revokeSession(db, request.auth!.sessionId);
    return reply.status(204).send(null);
  });

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
