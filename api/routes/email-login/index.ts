import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordLoginAttempt } from '../../auth/login-throttle.js';
import { verifyPasswordOrDecoy } from '../../auth/passwords.js';
import { mayActAs } from '../../auth/roles.js';
import { startSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { invalidCredentials, roleNotHeld } from '../auth/auth-errors.js';
import { findUserByEmail } from '../auth/auth-repository.js';
import { refuseWhileThrottled, throttlePolicy } from '../auth/login-guard.js';
import { LoginBody, SessionResponse } from '../auth/auth-schemas.js';

/** POST /email-login: signing in with email and password, under the sign-in limits (auth/README.md). */
export const emailLoginRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

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
};
