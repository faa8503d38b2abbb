import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchesOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { rolesForNewAccount } from '../../auth/roles.js';
import { startSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { emailTaken, invalidVerificationToken } from './auth-errors.js';
import { emailVerificationMail } from './auth-mail.js';
import { emailVerificationHash, findUserByEmail, insertUser, markEmailVerified } from './auth-repository.js';
import { NoContent, RegisterBody, SessionResponse, VerifyEmailBody } from './auth-schemas.js';

/** Creating an account and confirming its email address. */
export const registrationRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/email-register', {
    // Each sign-up creates an account and mails a link.
    config: { access: 'public', limits: ['sign_ups_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Create an account and sign in',
      description: 'The account holds `user_role` and, always, tenant. A verification mail is sent.',
      body: RegisterBody, response: { 201: SessionResponse },
    },
  }, async (request, reply) => {
    const body = request.body;
    // Checked first to spare a password hash; the unique index settles races below.
    if (await findUserByEmail(db, body.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password);
    const verification = newOneTimeToken();
    const { user, session } = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: body.email,
        passwordHash,
        roles: rolesForNewAccount(body.user_role),
        firstName: body.first_name,
        lastName: body.last_name,
        emailVerificationTokenHash: verification.hash,
      });
      if (!created) throw emailTaken();
      const started = await startSession(tx, deps.keys, deps.config.sessionTtlHours, {
        userId: created.id, isStaff: created.isStaff, role: body.user_role,
      });
      return { user: created, session: started };
    });
    await deps.mailer.send(emailVerificationMail(user.email, user.id, verification.token));
    return reply.status(201).send({ token: session.token, user_id: user.id, user_role: body.user_role });
  });

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
