import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { providerNamed, verifyIdToken } from './oidc.js';

/** A configured provider's ID tokens are checked against its published key set (createRemoteJWKSet). */
let server: Server;
let jwksUrl: string;
let sign: (claims: Record<string, unknown>, opts?: { aud?: string; exp?: number }) => Promise<string>;
const ISSUER = 'https://accounts.example-provider.test';

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'provider-key-1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  sign = (claims, opts = {}) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'provider-key-1' })
    .setIssuer(ISSUER).setAudience(opts.aud ?? 'client-123').setSubject('10987654321').setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 300).sign(privateKey);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const google = () => providerNamed(loadApiConfig({
  DATA_DIR: '/tmp/hearth-oidc-test', GOOGLE_OIDC_CLIENT_ID: 'client-123', GOOGLE_OIDC_ISSUER: ISSUER, GOOGLE_OIDC_JWKS_URL: jwksUrl,
}), 'google')!;
const expected = { nonce: 'n-0123456789', subject: '10987654321' };

describe('a configured provider', () => {
  it('accepts its ID token, with Apple-style string email_verified', async () => {
    const token = await sign({ nonce: expected.nonce, email: 'Pat@Example.com', email_verified: 'true', given_name: 'Pat' });
    expect(await verifyIdToken(google(), token, expected)).toMatchObject({ email: 'pat@example.com', emailVerified: true, firstName: 'Pat' });
  });

  it('refuses another audience, an expired token and another nonce', async () => {
    const claims = { nonce: expected.nonce, email: 'pat@example.com', email_verified: true };
    await expect(verifyIdToken(google(), await sign(claims, { aud: 'other-client' }), expected)).rejects.toMatchObject({ code: 'invalid_provider_token' });
    await expect(verifyIdToken(google(), await sign(claims, { exp: Math.floor(Date.now() / 1000) - 120 }), expected)).rejects.toMatchObject({ code: 'provider_token_expired' });
    await expect(verifyIdToken(google(), await sign({ ...claims, nonce: 'other-nonce' }), expected)).rejects.toMatchObject({ code: 'nonce_mismatch' });
  });
});
