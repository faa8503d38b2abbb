import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchesOneTimeToken } from '../../auth/one-time-tokens.js';
import type { AppDeps } from '../../deps.js';
import { invalidVerificationToken } from '../auth/auth-errors.js';
import { emailVerificationHash, markEmailVerified } from '../auth/auth-repository.js';
import { NoContent, VerifyEmailBody } from '../auth/auth-schemas.js';

/** POST /verify-email: confirming an email address with the token from the verification mail. */
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
};
