import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/db/schema.js';
import { registerRateLimits } from '../../api/http/rate-limits.js';
import { createSecondInstance, createTestApi, type TestApi } from '../support/api.js';
import { PASSWORD, registerUser } from './auth-helpers.js';

/**
 * The declared request limits (api/http/rate-limits.ts): each answers 429
 * rate_limited with Retry-After once over, and counts in the database, so two
 * api instances on one database (behind one load balancer) share every count.
 */
let a: TestApi;
let b: TestApi;
beforeAll(async () => {
  a = await createTestApi();
  b = await createSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Alternates instances, as a load balancer would. */
const instance = (i: number) => (i % 2 === 0 ? a : b);

function expectRateLimited(res: Awaited<ReturnType<TestApi['call']>>, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('rate_limited');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

const mailsTo = async (email: string) =>
  (await a.deps.database.db.select().from(outboxMessages).where(eq(outboxMessages.toEmail, email))).length;

describe('POST /forgot-password', () => {
  it('mails one person at most 3 reset links an hour, however many instances are asked', async () => {
    const { email } = await registerUser(a);
    const ask = (i: number) => instance(i).call('POST', '/forgot-password', { body: { email }, remoteAddress: `192.0.2.${i + 1}` });
    for (let i = 0; i < 3; i++) expect((await ask(i)).statusCode).toBe(202);
    expectRateLimited(await ask(3), 3600);
    expect(await mailsTo(email)).toBe(1 + 3); // the verification mail and three reset links
    // Someone else's reset is not held up by it.
    const other = await registerUser(a);
    expect((await b.call('POST', '/forgot-password', { body: { email: other.email }, remoteAddress: '192.0.2.1' })).statusCode).toBe(202);
  });

  it('lets one address ask for 20 reset links an hour, whatever the emails', async () => {
    const ask = (i: number) => instance(i).call('POST', '/forgot-password', { body: { email: `nobody-${i}@example.com` }, remoteAddress: '198.51.100.40' });
    for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(202);
    expectRateLimited(await ask(20), 3600);
    expect((await a.call('POST', '/forgot-password', { body: { email: 'nobody-0@example.com' }, remoteAddress: '198.51.100.41' })).statusCode).toBe(202);
  });
});

describe('POST /email-register', () => {
  it('creates 20 accounts an hour from one address', async () => {
    const signUp = (i: number) => instance(i).call('POST', '/email-register', {
      body: { email: `burst-${i}@example.com`, password: PASSWORD, user_role: 'tenant' }, remoteAddress: '198.51.100.50',
    });
    for (let i = 0; i < 20; i++) expect((await signUp(i)).statusCode).toBe(201);
    const refused = await signUp(20);
    expectRateLimited(refused, 3600);
    // Refused before anything was written: no account, no mail.
    expect(await mailsTo('burst-20@example.com')).toBe(0);
    const elsewhere = await a.call('POST', '/email-register', {
      body: { email: 'burst-20@example.com', password: PASSWORD, user_role: 'tenant' }, remoteAddress: '198.51.100.51',
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('POST /signed-urls', () => {
  it('reserves 30 uploads per user in 10 minutes', async () => {
    const [me, other] = [await registerUser(a), await registerUser(a)];
    const body = { file_name: 'big.pdf', content_type: 'application/pdf', purpose: 'income_document', size_bytes: 10 * 1024 * 1024 };
    const reserve = (i: number, token: string) => instance(i).call('POST', '/signed-urls', { token, body });
    for (let i = 0; i < 30; i++) expect((await reserve(i, me.token)).statusCode).toBe(201);
    expectRateLimited(await reserve(30, me.token), 600);
    expect((await reserve(31, other.token)).statusCode).toBe(201);
  });
});

describe('POST /test-payments/card-tokens', () => {
  it('hands one address 30 card tokens a minute across instances', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    const ask = (i: number) => instance(i).call('POST', '/test-payments/card-tokens', { body: card, remoteAddress: '198.51.100.60' });
    for (let i = 0; i < 30; i++) expect((await ask(i)).statusCode).toBe(200);
    expectRateLimited(await ask(30), 60);
  });
});

describe('routes that mail an address the caller typed in', () => {
  it('take 20 requests per user an hour (here: sending reference requests)', async () => {
    const [me, other] = [await registerUser(a), await registerUser(a)];
    const reference = {
      source_type: 'landlord', referee_name: 'Lena Hart', referee_email: 'lena@example.com', referee_phone: '+1 919 555 0100',
      property_address: '12 Oak St, Durham, NC', monthly_rent_cents: 95_000, start_date: '2023-08-01', end_date: '2025-07-31',
    };
    expect((await a.call('POST', '/tenant-rental-references', { token: me.token, body: reference })).statusCode).toBe(201);
    const submit = (i: number, token: string) => instance(i).call('POST', '/tenant-rental-references/submit', { token });
    for (let i = 0; i < 20; i++) expect((await submit(i, me.token)).statusCode).toBe(200);
    expectRateLimited(await submit(20, me.token), 3600);
    // Another user's count is their own (they have no reference yet: 422, not 429).
    expect((await submit(21, other.token)).statusCode).toBe(422);
  });
});

describe('declaring limits', () => {
  it('stops start-up when a route anyone may call writes without declaring its limits', async () => {
    const app = Fastify();
    await registerRateLimits(app, a.deps);
    expect(() => app.post('/anonymous-write', { config: { access: 'public' } }, async () => ({}))).toThrow(/declare config.limits/);
    expect(() => app.post('/no-such-limit', { config: { access: 'public', limits: ['nope' as never] } }, async () => ({}))).toThrow(/unknown limits: nope/);
    // Reads, and routes for signed-in users, may leave it out.
    app.get('/anonymous-read', { config: { access: 'public' } }, async () => ({}));
    app.post('/signed-in-write', { config: { access: 'user' } }, async () => ({}));
    await app.close();
  });
});
