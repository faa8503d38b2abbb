import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/passwords.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError, unauthenticated } from '../../http/errors.js';
import { discardPasswordResetTokens, findUserById, setPasswordHash } from '../auth/auth-repository.js';
import { NoContent, SetToEmailLoginBody } from '../auth/auth-schemas.js';

/**
 * POST /set-to-email-login: an account made through a provider, a link or a code
 * chooses a password, so it can also sign in with email and password. The person's
 * own action: refused while staff impersonate (api/http/personal-actions.ts).
 */
export const setToEmailLoginRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/set-to-email-login', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'], summary: 'Give a passwordless account a password',
      description: 'Only for an account without a password (409 `password_already_set` otherwise: use /change-password).',
      body: SetToEmailLoginBody, response: { 204: NoContent },
    },
  }, async (request, reply) => {
    const user = await findUserById(db, userId(request));
    if (!user) throw unauthenticated();
    if (user.passwordHash) {
      throw new HttpError(409, 'password_already_set', 'Your account already has a password. Change it instead.', {
        password: 'Your account already has a password.',
      });
    }
    const passwordHash = await hashPassword(request.body.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await discardPasswordResetTokens(tx, user.id);
    });
    return reply.status(204).send(null);
  });
};
