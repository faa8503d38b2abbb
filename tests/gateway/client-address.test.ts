import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../api/db/seed/demo-users.js';
import { startStack, type Stack } from './harness.js';

// The api counts sign-in failures per email and address. Through the gateway, the
// address must be the browser's (the gateway names it in X-Forwarded-For and the
// api believes the gateway), or every web user would share the gateway's count.
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) { session { userId } userErrors { code message } } }`;
const email = demoUser('tenant').email;

let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function logIn(from: string, password: string) {
  const res = await stack!.gql(LOG_IN, { input: { email, password, userRole: 'TENANT' } }, { headers: { 'x-forwarded-for': from } });
  return res.data!.logIn as { session: { userId: string } | null; userErrors: { code: string; message: string }[] };
}

describe('the browser\'s address reaches the api through the gateway', () => {
  it('a guesser at one address is stopped while the owner signs in from another', async () => {
    // The gateway behind a proxy on loopback (the test), the api behind the gateway.
    stack = await startStack({ TRUST_PROXY: 'loopback' }, { TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES: '2' });
    for (let i = 0; i < 2; i++) expect((await logIn('203.0.113.7', 'wrong password')).session).toBeNull();
    const guesser = await logIn('203.0.113.7', DEMO_PASSWORD);
    expect(guesser.session).toBeNull();
    expect(guesser.userErrors[0]?.code).toBe('rate_limited');
    expect((await logIn('198.51.100.9', DEMO_PASSWORD)).session?.userId).toMatch(/^\d+$/);
  });

  it('a browser cannot pick its own address: without TRUST_PROXY at the gateway its X-Forwarded-For is not passed on', async () => {
    stack = await startStack({}, { TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES: '2' });
    for (let i = 0; i < 2; i++) expect((await logIn('203.0.113.7', 'wrong password')).session).toBeNull();
    // Both "addresses" are the test's own loopback peer: the same count.
    const other = await logIn('198.51.100.9', DEMO_PASSWORD);
    expect(other.session).toBeNull();
    expect(other.userErrors[0]?.code).toBe('rate_limited');
  });
});
