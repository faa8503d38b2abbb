import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import { configuredProviders, providerNamed, verifyIdToken } from '../../auth/oidc.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { emailVerificationMail } from '../auth/auth-mail.js';
import { findUserById } from '../auth/auth-repository.js';
import { PasswordlessSessionResponse, SocialLoginBody } from '../auth/auth-schemas.js';
import { emailIsVerified, findOrCreateUser, linkSocialLogin, sessionFor, userIdLinkedTo } from '../auth/sign-in-methods.js';

const ProvidersResponse = z.object({
  providers: z.array(z.object({
    provider_name: z.enum(['local', 'google', 'apple']),
    client_id: z.string(),
    authorization_url: z.string().describe('Where to send the browser (OpenID Connect, response_type=id_token); a path means the web app\'s own origin.'),
  })),
});

/**
 * POST /social-login: signing in with an OpenID Connect ID token (docs/sign-in.md).
 * GET /social-login/providers: which providers this installation accepts.
 */
export const socialLoginRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/social-login/providers', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'The sign-in providers this installation accepts', response: { 200: ProvidersResponse } },
  }, async () => ({
    providers: configuredProviders(deps.config).map((p) => ({ provider_name: p.name, client_id: p.clientId, authorization_url: p.authorizationUrl })),
  }));

  app.post('/social-login', {
    // Each call checks a signature and may create an account: counted per address.
    config: { access: 'public', limits: ['passwordless_sign_ins_per_address'] },
    schema: {
      tags: ['auth'], summary: 'Sign in with an OpenID Connect ID token',
      description: 'Verifies the ID token (signature, issuer, audience, expiry, nonce, `sub` = `provider_id`), then signs in ' +
        'the account linked to that provider account, or the account of its email when the provider says the email is ' +
        'verified, or creates one in `user_role`. An unverified email never reaches an existing account (409 ' +
        '`provider_email_not_verified`).',
      body: SocialLoginBody, response: { 200: PasswordlessSessionResponse },
    },
  }, async (request) => {
    const body = request.body;
    const provider = providerNamed(deps.config, body.provider_name);
    if (!provider) {
      throw new HttpError(400, 'provider_not_configured', `Signing in with ${body.provider_name} is not available here.`, {
        provider_name: 'This provider is not configured.',
      });
    }
    const identity = await verifyIdToken(provider, body.provider_token, { nonce: body.nonce, subject: body.provider_id });
    const verification = newOneTimeToken();
    const result = await db.transaction(async (tx) => {
      const linkedId = await userIdLinkedTo(tx, provider.name, identity.subject);
      let user = linkedId === null ? null : await findUserById(tx, linkedId);
      let created = false;
      if (!user) {
        const found = await findOrCreateUser(tx, identity.email, body.user_role, {
          firstName: identity.firstName, lastName: identity.lastName, emailVerified: identity.emailVerified,
          emailVerificationTokenHash: identity.emailVerified ? undefined : verification.hash,
        });
        // Only a verified email may reach an account someone else may have made: the provider must vouch for it.
        if (!found.created && !identity.emailVerified) {
          throw new HttpError(409, 'provider_email_not_verified',
            'An account already uses this email, and the provider has not verified it. Sign in with your password or an emailed link instead.');
        }
        ({ user, created } = found);
        await linkSocialLogin(tx, provider.name, identity.subject, user.id, identity.email);
      }
      return { session: await sessionFor(tx, deps, user, body.user_role), user, created };
    });
    if (result.created && !(await emailIsVerified(db, result.user.id))) {
      await deps.mailer.send(emailVerificationMail(result.user.email, result.user.id, verification.token));
    }
    return result.session;
  });
};
