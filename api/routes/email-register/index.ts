import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { rolesForNewAccount } from '../../auth/roles.js';
import { startSession } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { emailTaken } from '../auth/auth-errors.js';
import { emailVerificationMail } from '../auth/auth-mail.js';
import { findUserByEmail, insertUser } from '../auth/auth-repository.js';
import { RegisterBody, SessionResponse } from '../auth/auth-schemas.js';

/** POST /email-register: creating an account, signed in, with a verification mail on its way. */
export const emailRegisterRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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
};
