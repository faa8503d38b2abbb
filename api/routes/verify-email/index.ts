import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchesOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { AppDeps } from '../../deps.js';
import { invalidVerificationToken } from '../auth/auth-errors.js';
import { emailVerificationMail } from '../auth/auth-mail.js';
import { emailVerificationHash, markEmailVerified, replaceEmailVerificationToken } from '../auth/auth-repository.js';
import { NoContent, ResendConfirmationBody, ResendConfirmationResponse, VerifyEmailBody } from '../auth/auth-schemas.js';

/** The one answer of a resend, so it tells nobody whether an account uses the email. */
export const CONFIRMATION_RESENT = 'If an account uses this email and it is not confirmed yet, a new confirmation link is on its way. '
  + 'Links mailed before it stop working.';

/**
 * POST /verify-email: confirming an email address with the token from the verification mail.
 * POST /verify-email/resend: a new link for an address not yet confirmed (docs/sign-in.md).
 */
export const verifyEmailRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/verify-email', {
    // No limit: it needs the mailed one-time token (32 random bytes), and sends nothing.
    config: { access: 'public', limits: [] },
    schema: {
      tags: ['auth'], summary: 'Confirm an email address with the token from the verification mail',
      body: VerifyEmailBody, response: { 204: NoContent },
    },
  }, async (request, reply) => {
    const { user_id, email_verification_token } = request.body;
    // An unknown user answers like a wrong token: the link alone proves nothing.
    const storedHash = await emailVerificationHash(db, user_id);
    if (!matchesOneTimeToken(email_verification_token, storedHash)) throw invalidVerificationToken();
    await markEmailVerified(db, user_id);
    return reply.status(204).send(null);
  });

  app.post('/verify-email/resend', {
    // Each call may mail someone: a few per email (nobody gets a stream of them), more per address.
    config: { access: 'public', limits: ['confirmation_mails_per_email', 'confirmation_mails_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Mail a new email confirmation link',
      description: 'Always 202 with the same words, whether or not the email has an account or is confirmed already. '
        + 'For an account whose address is not confirmed, mails a new link (`kind: email_verification`); earlier links stop working. '
        + '3 per email and 20 per address an hour, then 429 rate_limited.',
      body: ResendConfirmationBody, response: { 202: ResendConfirmationResponse },
    },
  }, async (request, reply) => {
    const link = newOneTimeToken();
    await db.transaction(async (tx) => {
      const user = await replaceEmailVerificationToken(tx, request.body.email, link.hash);
      if (user) await deps.mailer.send(emailVerificationMail(user.email, user.id, link.token, { resent: true }), tx);
    });
    return reply.status(202).send({ message: CONFIRMATION_RESENT });
  });
};
