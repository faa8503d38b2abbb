import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearLoginFailures, recordLoginAttempt } from '../../auth/login-throttle.js';
import { hashOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions, sessionStartedAt } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { forbidden, invalidInput, unauthenticated } from '../../http/errors.js';
import { invalidResetToken } from './auth-errors.js';
import { passwordResetMail } from './auth-mail.js';
import {
  consumePasswordResetToken, discardPasswordResetTokens, findUserByEmail, findUserById, insertPasswordResetToken,
  markEmailVerified, setPasswordHash,
} from './auth-repository.js';
import { ChangePasswordBody, ForgotPasswordBody, ForgotPasswordResponse, NoContent, ResetPasswordBody } from './auth-schemas.js';
import { refuseWhileThrottled, throttlePolicy } from './login-guard.js';

/**
 * Without the current password, only a session begun this recently may set a new
 * one (just after a sign-in or reset); an older token could be a stolen one.
 */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/** Forgotten, reset and changed passwords. */
export const passwordRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/forgot-password', {
    // Each request mails someone: a few per email (nobody gets a stream of them), more per address.
    config: { access: 'public', limits: ['password_reset_mails_per_email', 'password_reset_mails_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Mail a password reset link',
      description: 'Always 202, whether or not the email has an account. The link works once, for an hour.',
      body: ForgotPasswordBody, response: { 202: ForgotPasswordResponse },
    },
  }, async (request, reply) => {
    const user = await findUserByEmail(db, request.body.email);
    if (user) {
      const reset = newOneTimeToken();
      await insertPasswordResetToken(db, user.id, reset.hash);
      await deps.mailer.send(passwordResetMail(user.email, reset.token));
    }
    return reply.status(202).send({ message: 'If an account uses this email, a reset link is on its way.' });
  });

  app.post('/reset-password', {
    // No limit: it needs the mailed one-time token (32 random bytes), and sends nothing.
    config: { access: 'public', limits: [] },
    schema: {
      tags: ['auth'], summary: 'Set a new password with the token from the reset mail',
      description: 'Hearth design (the spec shows only forgot-password). Signs the account out everywhere.',
      body: ResetPasswordBody, response: { 204: NoContent },
    },
  }, async (request, reply) => {
    // Hashed before the transaction, so the slow part holds no lock.
    const passwordHash = await hashPassword(request.body.new_password);
    await db.transaction(async (tx) => {
      const resetUserId = await consumePasswordResetToken(tx, hashOneTimeToken(request.body.token));
      if (!resetUserId) throw invalidResetToken();
      await setPasswordHash(tx, resetUserId, passwordHash);
      // The owner proved the mailbox is theirs and the guessed-at password is gone:
      // failures of their email must not keep them out (README "Sign-in limits").
      const owner = await findUserById(tx, resetUserId);
      if (owner) await clearLoginFailures(tx, owner.email);
      await discardPasswordResetTokens(tx, resetUserId);
      await revokeUserSessions(tx, resetUserId);
      // The mailed link reached the owner of the address, which is what verification proves.
      await markEmailVerified(tx, resetUserId);
    });
    return reply.status(204).send(null);
  });

  app.post('/change-password', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'], summary: 'Change the signed-in user\'s password',
      description: '`current_password` is required unless the session began in the last 15 minutes. ' +
        'Other sessions of the user are signed out.',
      body: ChangePasswordBody, response: { 204: NoContent },
    },
  }, async (request, reply) => {
    const auth = request.auth!;
    if (auth.impersonatorId) throw forbidden('Staff cannot change a password while impersonating.');
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
