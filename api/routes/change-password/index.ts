import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordLoginAttempt } from '../../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions, sessionStartedAt } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { invalidInput, unauthenticated } from '../../http/errors.js';
import { forbiddenAsImpersonateUser } from '../../http/personal-actions.js';
import { discardPasswordResetTokens, findUserById, setPasswordHash } from '../auth/auth-repository.js';
import { ChangePasswordBody, NoContent } from '../auth/auth-schemas.js';
import { refuseWhileThrottled, throttlePolicy } from '../auth/login-guard.js';

/**
 * Without the current password, only a session begun this recently may set a new
 * one (just after a sign-in or reset); an older token could be a stolen one.
 */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/** POST /change-password: the signed-in user's new password (auth/README.md "Passwords"). */
export const changePasswordRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/change-password', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'], summary: 'Change the signed-in user\'s password',
      description: '`current_password` is required unless the session began in the last 15 minutes. ' +
        'Other sessions of the user are signed out. Refused while impersonating (401 forbidden_as_impersonate_user).',
      body: ChangePasswordBody, response: { 204: NoContent },
    },
  }, async (request, reply) => {
    const auth = request.auth!;
    // The access hook refuses it first (PERSONAL_ACTIONS); kept so the route is safe on its own.
    if (auth.impersonatorId) throw forbiddenAsImpersonateUser();
    const user = await findUserById(db, userId(request));
    if (!user) throw unauthenticated();
    const { current_password, new_password } = request.body;
    if (current_password !== undefined) {
      // A stolen token must not become a way to guess the password: same limits as sign-in.
      await refuseWhileThrottled(deps, reply, user.email.toLowerCase(), request.ip);
      const matches = await verifyPassword(current_password, user.passwordHash);
      await recordLoginAttempt(db, throttlePolicy(deps), { email: user.email.toLowerCase(), ip: request.ip, succeeded: matches });
      // 400, not 401: a 401 makes the web client sign the user out (spec §6).
      if (!matches) throw invalidInput({ current_password: 'This is not your current password.' });
    } else if (user.passwordHash && !(await isRecentSignIn(auth.sessionId))) {
      throw invalidInput({ current_password: 'Enter your current password.' });
    }
    const passwordHash = await hashPassword(new_password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await discardPasswordResetTokens(tx, user.id);
      await revokeUserSessions(tx, user.id, auth.sessionId);
    });
    return reply.status(204).send(null);
  });

  async function isRecentSignIn(sessionId: string): Promise<boolean> {
    const startedAt = await sessionStartedAt(db, sessionId);
    return !!startedAt && Date.now() - startedAt.getTime() < RECENT_SIGN_IN_MS;
  }
};
