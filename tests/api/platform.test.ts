import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('v20 platform routes', () => {
  it('publishes the signing key as a JWKS without its private part', async () => {
    const res = await api.call('GET', '/.well-known/jwks.json');
    expect(res.statusCode).toBe(200);
    const [key] = res.json().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.d).toBeUndefined();
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await api.call('GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers an unknown route with a 404 error body, not a crash', async () => {
    const res = await api.call('GET', '/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('exposes Prometheus metrics', async () => {
    await api.call('GET', '/health');
    const res = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toContain('hearth_api_http_requests_total');
  });

  it('refuses a forged token with 401 invalid_token on a route that needs a user, and ignores it on a public one', async () => {
    const forged = await api.call('GET', '/me/', { token: 'abc.def.ghi' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('invalid_token');
    // A stale or broken token must not stop anyone reading public pages or signing in again.
    expect((await api.call('GET', '/openapi.json', { token: 'abc.def.ghi' })).statusCode).toBe(200);
  });
});
