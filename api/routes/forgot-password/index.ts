import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { AppDeps } from '../../deps.js';
import { passwordResetMail } from '../auth/auth-mail.js';
import { findUserByEmail, insertPasswordResetToken } from '../auth/auth-repository.js';
import { ForgotPasswordBody, ForgotPasswordResponse } from '../auth/auth-schemas.js';

/** POST /forgot-password: mailing a reset link (auth/README.md "Passwords"). */
export const forgotPasswordRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
