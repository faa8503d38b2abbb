import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '../../../common/brand.js';
import { issueLocalIdToken, LOCAL_IDENTITY_PATH, localIdentityKeys, localIssuer } from '../../auth/oidc.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { EmailSchema } from '../auth/auth-schemas.js';

/*
 * The local OpenID Connect provider (docs/sign-in.md): in development and tests no
 * real provider can be reached, so this one stands in. Its consent page lets whoever
 * opens it sign in as any email: it is off in production (LOCAL_IDENTITY_PROVIDER,
 * NODE_ENV=production), and then every route here answers 404.
 * Browsers reach it on the gateway's origin at /local-identity/* (gateway/http/v20Passthrough.ts).
 */

/** A path on the web app's own origin: the provider never sends a token to another site. */
const RedirectPath = z.string().max(300).refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), {
  error: 'redirect_uri must be a path of this site.',
});

const AuthorizeQuery = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: RedirectPath,
  response_type: z.literal('id_token'),
  scope: z.string().max(200).optional(),
  nonce: z.string().min(8).max(200),
  state: z.string().min(8).max(200),
});

const ConsentForm = AuthorizeQuery.extend({
  email: EmailSchema,
  name: z.string().trim().max(100).default(''),
  email_verified: z.string().optional(),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(query: z.infer<typeof AuthorizeQuery>, error?: string, values: { email?: string; name?: string } = {}): string {
  const hidden = (['client_id', 'redirect_uri', 'response_type', 'scope', 'nonce', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(query[k] ?? '')}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Hearth local sign-in provider — for development</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f3ee;color:#2b2622}
main{max-width:28rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;background:#fff3cd;color:#6b4e00;border:1px solid #e8c95a;border-radius:999px;padding:.15rem .7rem;font-size:.8rem;font-weight:600}
h1{font-size:1.35rem;margin:.75rem 0 .25rem}p{margin:.25rem 0 1rem;color:#5c544d}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}input[type=email],input[type=text]{box-sizing:border-box;width:100%;padding:.6rem .7rem;border:1px solid #c9c0b6;border-radius:8px;font:inherit}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#b4532a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.6rem .8rem}
small{display:block;margin-top:1rem;color:#7a7069}
</style></head><body><main><div class="card">
<span class="badge">For development</span>
<h1>Hearth local sign-in provider — for development</h1>
<p>This stands in for Google or Apple while ${escapeHtml(BRAND_NAME)} runs on your machine. Type the email and name of the account to sign in as; nothing is checked.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${LOCAL_IDENTITY_PATH}/authorize">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(values.name ?? '')}">
<label class="check"><input type="checkbox" name="email_verified" value="true" checked> The provider has verified this email</label>
<button type="submit">Sign in to ${escapeHtml(BRAND_NAME)}</button>
</form>
<small>Signing in for client <code>${escapeHtml(query.client_id)}</code>. Off in production.</small>
</div></main></body></html>`;
}

export const localIdentityRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // The consent form posts as a browser form does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const refuseWhenOff = () => {
    if (!deps.config.localIdentity.enabled) throw new HttpError(404, 'local_identity_disabled', 'The local sign-in provider is off here.');
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY').send(body);

  app.get('/local-identity/.well-known/openid-configuration', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    refuseWhenOff();
    const issuer = localIssuer(deps.config);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      jwks_uri: `${issuer}/jwks.json`,
      response_types_supported: ['id_token'],
      response_modes_supported: ['fragment'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['EdDSA'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['iss', 'aud', 'sub', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
    };
  });

  app.get('/local-identity/jwks.json', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    refuseWhenOff();
    return { keys: [(await localIdentityKeys(deps.config)).publicJwk] };
  });

  app.get('/local-identity/authorize', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    refuseWhenOff();
    const query = AuthorizeQuery.safeParse(request.query);
    if (!query.success) throw new HttpError(400, 'invalid_request', `This sign-in request is malformed: ${query.error.issues.map((i) => i.path.join('.')).join(', ')}.`);
    return html(reply, 200, consentPage(query.data));
  });

  app.post('/local-identity/authorize', {
    // Anyone may sign in as anyone here (development only); the count keeps scripts from flooding it.
    config: { access: 'public', limits: ['passwordless_sign_ins_per_address'] }, schema: { hide: true },
  }, async (request, reply) => {
    refuseWhenOff();
    const raw = (request.body ?? {}) as Record<string, string>;
    const query = AuthorizeQuery.safeParse(raw);
    if (!query.success) throw new HttpError(400, 'invalid_request', 'This sign-in request is malformed.');
    const form = ConsentForm.safeParse(raw);
    if (!form.success) return html(reply, 400, consentPage(query.data, 'Enter a valid email address.', { email: raw.email, name: raw.name }));
    const { email, name, email_verified, nonce, state, redirect_uri, client_id } = form.data;
    const idToken = await issueLocalIdToken(deps.config, { email, name, emailVerified: email_verified === 'true' }, { nonce, audience: client_id });
    const fragment = new URLSearchParams({ id_token: idToken, state, token_type: 'Bearer' });
    return reply.status(303).header('cache-control', 'no-store').redirect(`${redirect_uri}#${fragment}`, 303);
  });
};
