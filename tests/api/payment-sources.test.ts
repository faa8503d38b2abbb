import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { addSource } from './invoices-helpers.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'vendor']) tokens[key] = await tokenFor(api.deps, key);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string | null, body?: unknown) =>
  api.call(method, url, { token: who ? tokens[who] : undefined, body });
const sourcesOf = async (who: string) => (await call('GET', '/payment-sources', who)).json().results as Array<{ id: number; is_autopay: boolean }>;

describe('payment sources', () => {
  it('saves a card token (brand and last four only) and a sandbox bank account with its mandate status', async () => {
    const card = await call('POST', '/payment-source', 'tenant', { stripe_card_token: 'tok_mastercard', make_autopay: true });
    expect(card.statusCode).toBe(201);
    expect(card.json()).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444', mandate_status: 'not_required', is_autopay: true });
    expect(card.json()).not.toHaveProperty('provider_ref');
    const bank = await call('POST', '/payment-source', 'tenant', { plaid_account_id: 'acct_needs_mandate', plaid_public_token: 'public-sandbox-abc' });
    expect(bank.json()).toMatchObject({ kind: 'bank_account', last4: '1116', mandate_status: 'missing', is_autopay: false });
  });

  it('refuses unknown tokens, bad bank links, mixed bodies (400 with the field); vendors 403; no token 401', async () => {
    const bad = await call('POST', '/payment-source', 'tenant', { stripe_card_token: 'tok_nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_card_token', fields: { stripe_card_token: expect.any(String) } });
    const link = await call('POST', '/payment-source', 'tenant', { plaid_account_id: 'acct_checking_ok', plaid_public_token: 'public-live-x' });
    expect(link.json().error.code).toBe('invalid_bank_link');
    const unknown = await call('POST', '/payment-source', 'tenant', { plaid_account_id: 'acct_x', plaid_public_token: 'public-sandbox-x' });
    expect(unknown.json().error.code).toBe('unknown_bank_account');
    expect((await call('POST', '/payment-source', 'tenant', {})).statusCode).toBe(400);
    expect((await call('POST', '/payment-source', 'vendor', { stripe_card_token: 'tok_visa' })).statusCode).toBe(403);
    expect((await call('GET', '/payment-sources', 'vendor')).statusCode).toBe(403);
    expect((await call('POST', '/payment-source', null, { stripe_card_token: 'tok_visa' })).statusCode).toBe(401);
  });

  it('one autopay source at a time; another user\'s source is 404 for autopay and delete', async () => {
    const a = await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_visa', make_autopay: true });
    const b = await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_mastercard' });
    const switched = await call('POST', `/payment-sources/${b}/autopay`, 'tenant2');
    expect(switched.json()).toMatchObject({ id: b, is_autopay: true });
    expect((await sourcesOf('tenant2')).filter((s) => s.is_autopay).map((s) => s.id)).toEqual([b]);
    expect((await call('POST', `/payment-sources/${a}/autopay`, 'tenant')).statusCode).toBe(404);
    expect((await call('DELETE', `/payment-sources/${a}`, 'tenant')).statusCode).toBe(404);
    expect((await sourcesOf('tenant')).map((s) => s.id)).not.toContain(a);
  });

  it('DELETE removes a source (and its autopay); a second delete is 404', async () => {
    const id = await addSource(api, tokens.tenant2!, { stripe_card_token: 'tok_visa', make_autopay: true });
    expect((await call('DELETE', `/payment-sources/${id}`, 'tenant2')).statusCode).toBe(204);
    expect((await sourcesOf('tenant2')).map((s) => s.id)).not.toContain(id);
    expect((await call('DELETE', `/payment-sources/${id}`, 'tenant2')).statusCode).toBe(404);
  });

  it('managers may keep a source too', async () => {
    expect((await call('POST', '/payment-source', 'manager', { stripe_card_token: 'tok_visa' })).statusCode).toBe(201);
  });
});

describe('stripe-info, test card tokens, plaid link token', () => {
  it('stripe-info shows the local provider, the caller\'s sources and autopay, and the test cards', async () => {
    const res = await call('GET', '/stripe-info', 'tenant');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ publishable_key: 'pk_test_local', provider: 'test_payment_sources' });
    expect(info.autopay_source_id).toBe(info.payment_sources.find((s: { is_autopay: boolean }) => s.is_autopay)?.id ?? null);
    expect(info.test_cards).toEqual(expect.arrayContaining([{ number: '4242424242424242', brand: 'visa', token: 'tok_visa' }]));
    expect((await call('GET', '/stripe-info', null)).statusCode).toBe(401);
  });

  it('card-tokens (public) maps test numbers to tokens; refuses bad Luhn, expired and non-test cards', async () => {
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    const ok = await call('POST', '/test-payments/card-tokens', null, card);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: 'tok_visa' });
    expect((await call('POST', '/test-payments/card-tokens', null, { ...card, number: '4000000000000002' })).json()).toEqual({ token: 'tok_chargeDeclined' });
    const luhn = await call('POST', '/test-payments/card-tokens', null, { ...card, number: '4242424242424241' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().error.fields).toHaveProperty('number');
    const expired = await call('POST', '/test-payments/card-tokens', null, { ...card, exp_year: 2020 });
    expect(expired.json().error.fields).toHaveProperty('exp_month');
    const real = await call('POST', '/test-payments/card-tokens', null, { ...card, number: '4111111111111111' });
    expect(real.json().error.fields).toHaveProperty('number');
    expect((await call('POST', '/test-payments/card-tokens', null, { ...card, cvc: '12' })).statusCode).toBe(400);
  });

  it('card-tokens is rate-limited per client address', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await api.call('POST', '/test-payments/card-tokens', { body: card, remoteAddress: '203.0.113.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('plaid-link-token for a signed-in user', async () => {
    const res = await call('POST', '/plaid-link-token', 'tenant');
    expect(res.statusCode).toBe(200);
    expect(res.json().link_token).toMatch(/^link-sandbox-/);
    expect((await call('POST', '/plaid-link-token', null)).statusCode).toBe(401);
  });
});
