import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { magicLinkMail } from '../auth/auth-mail.js';
import {
  MagicLinkLoginBody, MagicLinkSendBody, MailSentResponse, PasswordlessSessionResponse,
} from '../auth/auth-schemas.js';
import { consumeMagicLink, findMagicLink, findOrCreateUser, insertMagicLink, markVerified, sessionFor } from '../auth/sign-in-methods.js';

const SENT = 'If this address can receive mail, a sign-in link is on its way. It works once, for 15 minutes.';

/** POST /magic-link-login/send and POST /magic-link-login: a single-use link by mail (docs/sign-in.md). */
export const magicLinkLoginRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/magic-link-login/send', {
    // Each call mails someone: a few per email, more per address.
    config: { access: 'public', limits: ['sign_in_mails_per_email', 'sign_in_mails_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Mail a single-use sign-in link',
      description: 'Always 202 with the same words. The link works once, for 15 minutes; opened for an address ' +
        'without an account, it creates one. `user_role` and `desired_page` ride along in the link.',
      body: MagicLinkSendBody, response: { 202: MailSentResponse },
    },
  }, async (request, reply) => {
    const { email, user_role, desired_page } = request.body;
    const link = newOneTimeToken();
    await db.transaction(async (tx) => {
      await insertMagicLink(tx, email, link.hash);
      await deps.mailer.send(magicLinkMail(email, link.token, { userRole: user_role, desiredPage: desired_page }), tx);
    });
    return reply.status(202).send({ message: SENT });
  });

  app.post('/magic-link-login', {
    config: { access: 'public', limits: ['passwordless_sign_ins_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Sign in with a mailed link',
      description: 'Refused with 400 `magic_link_used`, `magic_link_expired` or `invalid_magic_link`. Opening the link ' +
        'proves the address, so the email is marked verified.',
      body: MagicLinkLoginBody, response: { 200: PasswordlessSessionResponse },
    },
  }, async (request) => {
    const { magic_link_id, user_role } = request.body;
    const hash = hashOneTimeToken(magic_link_id);
    return db.transaction(async (tx) => {
      const email = await consumeMagicLink(tx, hash);
      if (!email) throw await refusal(tx, hash);
      const { user } = await findOrCreateUser(tx, email, user_role, { emailVerified: true });
      await markVerified(tx, user.id);
      // A role the account lacks rolls the transaction back: the link still works in another role.
      return sessionFor(tx, deps, user, user_role);
    });
  });

  async function refusal(ex: Executor, hash: string): Promise<HttpError> {
    const row = await findMagicLink(ex, hash);
    if (row?.used_at) return new HttpError(400, 'magic_link_used', 'This sign-in link was already used. Ask for a new one.');
    if (row) return new HttpError(400, 'magic_link_expired', 'This sign-in link has expired (links last 15 minutes). Ask for a new one.');
    return new HttpError(400, 'invalid_magic_link', 'This sign-in link is not valid. Ask for a new one.');
  }
};
