import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { verificationCodeMail } from '../auth/auth-mail.js';
import {
  MailSentResponse, PasswordlessSessionResponse, VerificationCodeSendBody, VerificationCodeVerifyBody,
} from '../auth/auth-schemas.js';
import {
  codeMatches, countWrongCode, currentVerificationCode, findOrCreateUser, hashVerificationCode, insertVerificationCode,
  markVerified, newVerificationCode, sessionFor, useVerificationCode, VERIFICATION_CODE_MAX_ATTEMPTS, type PasswordlessSession,
} from '../auth/sign-in-methods.js';

const SENT = 'If this address can receive mail, a six-digit code is on its way. It works once, for 10 minutes.';

const locked = () => new HttpError(429, 'verification_code_locked',
  'Too many wrong codes: this code no longer works. Ask for a new one.', { code: 'Ask for a new code.' });

/** POST /verification-codes/send and /verify: a six-digit code by mail (docs/sign-in.md). */
export const verificationCodesRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/verification-codes/send', {
    config: { access: 'public', limits: ['sign_in_mails_per_email', 'sign_in_mails_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Mail a six-digit sign-in code',
      description: 'Always 202 with the same words. The code works once, for 10 minutes and 5 tries; a new code replaces the previous one.',
      body: VerificationCodeSendBody, response: { 202: MailSentResponse },
    },
  }, async (request, reply) => {
    const { email } = request.body;
    const code = newVerificationCode();
    await db.transaction(async (tx) => {
      await insertVerificationCode(tx, email, hashVerificationCode(deps.config, email, code));
      await deps.mailer.send(verificationCodeMail(email, code), tx);
    });
    return reply.status(202).send({ message: SENT });
  });

  app.post('/verification-codes/verify', {
    config: { access: 'public', limits: ['code_checks_per_email', 'code_checks_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Sign in with a mailed code',
      description: 'Refused with 400 `invalid_verification_code` (wrong, or none sent), 400 `verification_code_expired`, ' +
        'or 429 `verification_code_locked` after 5 wrong tries. Creates the account when the address has none.',
      body: VerificationCodeVerifyBody, response: { 200: PasswordlessSessionResponse },
    },
  }, async (request) => {
    const { email, code, user_role } = request.body;
    // A wrong guess must be counted even though the request fails: the transaction returns, then we throw.
    const outcome = await db.transaction(async (tx): Promise<PasswordlessSession | HttpError> => {
      const row = await currentVerificationCode(tx, email);
      if (!row) return new HttpError(400, 'invalid_verification_code', 'That code is not right.', { code: 'That code is not right. Check the latest email or ask for a new code.' });
      if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return locked();
      if (row.expired) return new HttpError(400, 'verification_code_expired', 'This code has expired (codes last 10 minutes). Ask for a new one.', { code: 'This code has expired.' });
      if (!codeMatches(deps.config, row, email, code)) {
        const attempts = await countWrongCode(tx, row.id);
        const left = VERIFICATION_CODE_MAX_ATTEMPTS - attempts;
        if (left <= 0) return locked();
        return new HttpError(400, 'invalid_verification_code', 'That code is not right.', {
          code: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        });
      }
      await useVerificationCode(tx, row.id);
      const { user } = await findOrCreateUser(tx, email, user_role, { emailVerified: true });
      await markVerified(tx, user.id);
      return sessionFor(tx, deps, user, user_role);
    });
    if (outcome instanceof HttpError) throw outcome;
    return outcome;
  });
};
