import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearLoginFailures } from '../../auth/login-throttle.js';
import { hashOneTimeToken } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { invalidResetToken } from '../auth/auth-errors.js';
import {
  consumePasswordResetToken, discardPasswordResetTokens, findUserById, markEmailVerified, setPasswordHash,
} from '../auth/auth-repository.js';
import { NoContent, ResetPasswordBody } from '../auth/auth-schemas.js';

/** POST /reset-password: a new password with the token from the reset mail (auth/README.md "Passwords"). */
export const resetPasswordRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

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
};
