import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V20Client, type V20ClientOptions } from './client.js';
import { V20Error } from './errors.js';

// A recording HTTP endpoint: these tests pin the client's wire format (what v20
// receives), which the gateway tests against the real api cannot observe.
interface Seen { method: string; url: URL; authorization?: string; body: string }
let seen: Seen[] = [];
let server: Server;
let baseUrl = '';
const calls: { route: string; status: number | string }[] = [];

function answer(req: IncomingMessage, body: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ method: req.method ?? '', url, authorization: req.headers.authorization, body });
  const path = url.pathname;
  if (path.endsWith('/invalid')) return { status: 400, body: { error: { code: 'invalid_input', message: 'Some fields are not valid.', fields: { phone_number: 'Enter a phone number.' } } } };
  if (path.endsWith('/broken')) return { status: 500, body: 'oops' };
  if (path.endsWith('/empty')) return { status: 204, body: '' };
  return { status: 200, body: { ok: true } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url?.includes('/slow')) return setTimeout(() => res.end('{}'), 500);
      const reply = answer(req, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(overrides: Partial<V20ClientOptions> = {}) {
  seen = [];
  return new V20Client({
    baseUrl,
    timeoutMs: 200,
    recorder: { record: (c) => calls.push({ route: c.route, status: c.status }) },
    token: 'tok',
    tokenProblem: null,
    currentWebsitePage: '/listings/id/3',
    ...overrides,
  });
}

describe('v20 client', () => {
  it('sends the page, omits null parameters and joins lists with commas', async () => {
    await client().get('/g/listings', { query: { region: 'triad', pets: ['cats', 'small_dogs'], min_budget: null, cursor: undefined } });
    const { url } = seen[0];
    expect(url.pathname).toBe('/v20/g/listings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ region: 'triad', pets: 'cats,small_dogs', currentWebsitePage: '/listings/id/3' });
  });

  it('fills route templates and counts the call under the template', async () => {
    const v20 = client();
    await v20.get('/g/buildings/:id/availability', { params: { id: 12 }, query: { start_date: '2026-06-01' } });
    expect(seen[0].url.pathname).toBe('/v20/g/buildings/12/availability');
    expect(v20.calls).toBe(1);
    expect(calls.at(-1)).toEqual({ route: '/g/buildings/:id/availability', status: 200 });
  });

  it("forwards the viewer's bearer token, except on calls marked auth: none", async () => {
    const v20 = client();
    await v20.post('/me/saved-buildings/:id', { params: { id: 1 } });
    await v20.post('/email-login', { auth: 'none', body: { email: 'a@b.c' } });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer tok', undefined]);
    expect(JSON.parse(seen[1].body)).toEqual({ email: 'a@b.c' });
  });

  it('refuses to call v20 with a token that did not verify', async () => {
    const problem = new GraphQLError('expired', { extensions: { code: 'UNAUTHENTICATED' } });
    await expect(client({ token: null, tokenProblem: problem }).get('/me/')).rejects.toBe(problem);
    expect(seen).toEqual([]);
  });

  it('turns a v20 error body into a V20Error with status, code and fields', async () => {
    const err = await client().patch('/invalid', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(V20Error);
    expect(err).toMatchObject({ status: 400, code: 'invalid_input', fields: { phone_number: 'Enter a phone number.' } });
    expect((err as V20Error).extensions).toMatchObject({ code: 'BAD_USER_INPUT', v20Code: 'invalid_input', fields: { phoneNumber: 'Enter a phone number.' } });
  });

  it('answers 204 with undefined', async () => {
    expect(await client().delete('/empty')).toBeUndefined();
  });

  it('hides server failures behind a retry message', async () => {
    const err = (await client().get('/broken').catch((e: unknown) => e)) as V20Error;
    expect(err.status).toBe(500);
    expect(err.message).toMatch(/try again/i);
    expect(err.extensions.code).toBe('V20_UNAVAILABLE');
  });

  it('reuses one kept-alive connection for consecutive calls', async () => {
    let connections = 0;
    const count = () => { connections += 1; };
    server.on('connection', count);
    try {
      const v20 = client();
      for (let i = 0; i < 5; i++) await v20.get('/g/listings');
      await Promise.all([v20.get('/a'), v20.get('/b')]);
    } finally {
      server.off('connection', count);
    }
    // At most one socket kept from earlier tests, one for the sequence, one more for the pair.
    expect(connections).toBeLessThanOrEqual(2);
    expect(seen).toHaveLength(7);
  });

  it('gives up after V20_TIMEOUT_MS', async () => {
    const err = (await client().get('/slow').catch((e: unknown) => e)) as V20Error;
    expect(err).toMatchObject({ status: 504, code: 'v20_timeout' });
  });
});
