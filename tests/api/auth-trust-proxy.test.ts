import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { login } from './auth-helpers.js';

/**
 * Which address the per-address sign-in limit counts (4x LOGIN_MAX_FAILURES
 * failures across any emails; 1 here, so 4): X-Forwarded-For only when a
 * TRUST_PROXY proxy sent it.
 */
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const PER_ADDRESS = 4 * 1;
const testApi = (env: Record<string, string> = {}) => createTestApi({ LOGIN_MAX_FAILURES: '1', ...env });
const guess = (i: number, from: string, forwardedFor: string) => api!.call('POST', '/email-login', {
  body: { email: `guess-${i}@example.com`, password: 'wrong password', user_role: 'tenant' },
  remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor },
});

describe('X-Forwarded-For', () => {
  it('is ignored by default: rotating it does not dodge the per-address limit', async () => {
    api = await testApi();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await guess(i, '198.51.100.7', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const next = await guess(99, '198.51.100.7', '192.0.2.200');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('names the client when a configured proxy sent it, and only then', async () => {
    api = await testApi({ TRUST_PROXY: '10.0.0.0/8' });
    // People behind the proxy, one wrong password each: none of them is throttled.
    for (let i = 0; i < PER_ADDRESS + 5; i++) expect((await guess(i, '10.0.0.2', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    // The same header from a caller that is not a configured proxy counts against that caller.
    for (let i = 0; i < PER_ADDRESS; i++) expect((await guess(i, '198.51.100.8', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await guess(99, '198.51.100.8', '192.0.2.201')).statusCode).toBe(429);
    expect((await login(api, 'someone@example.com', 'wrong password', 'tenant', '198.51.100.9')).statusCode).toBe(401);
  });
});
