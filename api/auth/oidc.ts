import { createHash } from 'node:crypto';
import {
  createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey,
} from 'jose';
import type { ApiConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { loadSigningKeys, type SigningKeys } from './keys.js';

/**
 * OpenID Connect sign-in (docs/sign-in.md): the providers Hearth accepts ID tokens
 * from, and the built-in local provider that stands in for them in development and
 * tests (api/routes/local-identity).
 */
export const PROVIDER_NAMES = ['local', 'google', 'apple'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface ProviderSettings {
  name: ProviderName;
  issuer: string;
  clientId: string;
  /** Where the browser is sent to sign in (response_type=id_token). */
  authorizationUrl: string;
  keys: () => Promise<JWTVerifyGetKey>;
}

/** The path the local provider lives at, under the api (and on the gateway's origin, without /v20). */
export const LOCAL_IDENTITY_PATH = '/local-identity';
export const LOCAL_ID_TOKEN_TTL_SECONDS = 600;

const localKeys = new WeakMap<ApiConfig, Promise<SigningKeys>>();
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** The local provider's own Ed25519 key: from LOCAL_IDENTITY_SIGNING_KEY, else kept in DATA_DIR/keys like the session key. */
export function localIdentityKeys(config: ApiConfig): Promise<SigningKeys> {
  let keys = localKeys.get(config);
  if (!keys) {
    keys = loadSigningKeys({ jwk: config.localIdentity.signingKey, dataDir: config.dataDir, fileName: 'local-identity-ed25519.jwk.json' });
    localKeys.set(config, keys);
  }
  return keys;
}

export const localIssuer = (config: ApiConfig) => `${config.publicUrl}/v20${LOCAL_IDENTITY_PATH}`;

/** The providers this api is configured for; the local one unless turned off (production). */
export function configuredProviders(config: ApiConfig): ProviderSettings[] {
  const list: ProviderSettings[] = [];
  if (config.localIdentity.enabled) {
    list.push({
      name: 'local',
      issuer: localIssuer(config),
      clientId: config.localIdentity.clientId,
      // On the gateway's origin (it passes /local-identity/* on to the api).
      authorizationUrl: `${LOCAL_IDENTITY_PATH}/authorize`,
      keys: async () => createLocalJWKSet({ keys: [(await localIdentityKeys(config)).publicJwk] }),
    });
  }
  for (const name of ['google', 'apple'] as const) {
    const settings = config[name];
    if (!settings) continue;
    list.push({
      name, issuer: settings.issuer, clientId: settings.clientId, authorizationUrl: settings.authorizationUrl,
      keys: async () => {
        let set = remoteKeySets.get(settings.jwksUrl);
        if (!set) {
          set = createRemoteJWKSet(new URL(settings.jwksUrl));
          remoteKeySets.set(settings.jwksUrl, set);
        }
        return set;
      },
    });
  }
  return list;
}

export function providerNamed(config: ApiConfig, name: string): ProviderSettings | null {
  return configuredProviders(config).find((p) => p.name === name) ?? null;
}

/** What the local consent page signs: the person the tester typed in. */
export interface LocalIdentity {
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The same email always gets the same subject, as a real provider's account keeps its id. */
export const localSubjectFor = (email: string) =>
  `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

/** An ID token of the local provider. `audience` and `expiresInSeconds` only differ in tests. */
export async function issueLocalIdToken(config: ApiConfig, who: LocalIdentity, opts: {
  nonce: string; audience?: string; expiresInSeconds?: number; subject?: string; issuer?: string;
}): Promise<string> {
  const keys = await localIdentityKeys(config);
  const [given, ...family] = who.name.trim().split(/\s+/);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: who.email.trim().toLowerCase(),
    email_verified: who.emailVerified,
    nonce: opts.nonce,
    ...(who.name.trim() ? { name: who.name.trim(), given_name: given ?? '', family_name: family.join(' ') } : {}),
  })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setIssuer(opts.issuer ?? localIssuer(config))
    .setAudience(opts.audience ?? config.localIdentity.clientId)
    .setSubject(opts.subject ?? localSubjectFor(who.email))
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.expiresInSeconds ?? LOCAL_ID_TOKEN_TTL_SECONDS))
    .sign(keys.privateKey);
}

export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const tokenError = (code: string, message: string) => new HttpError(400, code, message, { provider_token: message });

/**
 * Checks an ID token as OpenID Connect asks: signature by the provider's keys,
 * issuer, audience = our client id, expiry, the nonce the client sent, and that it
 * names the subject the caller claims. Every refusal is a 400 with a stable code.
 */
export async function verifyIdToken(provider: ProviderSettings, token: string, expected: { nonce: string; subject: string }): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await provider.keys(), {
      issuer: provider.issuer, audience: provider.clientId, algorithms: ['EdDSA', 'RS256', 'ES256'], clockTolerance: 30,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw tokenError('provider_token_expired', 'This sign-in has expired. Start again.');
    if (err instanceof joseErrors.JWKSTimeout || (err instanceof Error && /fetch|ECONN|network/i.test(err.message))) {
      throw new HttpError(503, 'provider_unreachable', 'The sign-in provider could not be reached. Try again in a moment.');
    }
    throw tokenError('invalid_provider_token', 'This sign-in could not be confirmed with the provider. Start again.');
  }
  if (payload.nonce !== expected.nonce) throw tokenError('nonce_mismatch', 'This sign-in was not started from this browser. Start again.');
  if (payload.sub !== expected.subject) {
    throw new HttpError(400, 'provider_id_mismatch', 'provider_id is not the subject of the ID token.', { provider_id: 'Does not match the ID token.' });
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || email.length > 254 || !email.includes('@')) {
    throw tokenError('provider_email_missing', 'The provider did not share an email address; allow it and try again.');
  }
  // Apple sends the flag as a string.
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  return { subject: expected.subject, email, emailVerified: verified, firstName: str(payload.given_name), lastName: str(payload.family_name) };
}
