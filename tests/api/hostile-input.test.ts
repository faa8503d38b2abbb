import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_VALUE } from '../../api/http/errors.js';
import { REQUIRED } from '../../api/http/zod-messages.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { encodeCursor } from '../../api/http/cursor.js';
import {
  bodyWith, leavesOf, operationsOf, sampleOf, tokenForAccess, urlOf, VENDOR_MARKETPLACE, wrongTypeOf, type JsonSchema, type Operation,
} from './hostile-input-helpers.js';

/**
 * Hostile input to every route of /v20/openapi.json, each with a token of the
 * route's own access rule so the request reaches the input: a NUL byte and a lone
 * UTF-16 surrogate in every string of the body, query and path must answer 400
 * invalid_input naming that field, never a 5xx (PostgreSQL refuses both).
 */
let api: TestApi;
let operations: Operation[];
beforeAll(async () => {
  // With a shared secret the system route answers as in production (else 503, switched off).
  api = await createTestApi({ WEBHOOK_SHARED_SECRET: 'hostile-input-test-secret-of-32-characters' });
  operations = await operationsOf(api);
});
afterAll(() => api.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

function expectRefused(res: { statusCode: number; body: string }, field: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
  const error = JSON.parse(res.body).error;
  expect(error.code, where).toBe('invalid_input');
  expect(error.fields?.[field], `${where}: ${res.body}`).toMatch(/cannot save/);
}

async function send(op: Operation, url: string, body?: unknown) {
  return api.call(op.method, url, { token: await tokenForAccess(api, op.access), body });
}

describe('every route refuses text PostgreSQL cannot store, naming the field', () => {
  it('reads an access rule for each of the many operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter((op) => op.access === 'missing').map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers a NUL or a lone surrogate in any body string with 400 naming its path', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.body)) {
      for (const leaf of leavesOf(op.body).filter((l) => l.schema.type === 'string' || l.schema.enum)) {
        const field = leaf.path.join('.');
        for (const [name, text] of [['NUL', NUL], ['lone surrogate', LONE_SURROGATE]]) {
          const res = await send(op, urlOf(op), bodyWith(op.body!, leaf.path, text));
          expectRefused(res, field, `${op.method} ${op.path} ${name} in ${field}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 300_000);

  it('answers a NUL in any query or path parameter with 400 naming it', async () => {
    for (const op of operations) {
      for (const { name } of op.query) {
        expectRefused(await send(op, urlOf(op, {}, { [name]: 'a%00b' })), name, `${op.method} ${op.path} ?${name}`);
      }
      for (const name of op.pathParams) {
        expectRefused(await send(op, urlOf(op, { [name]: 'a%00b' })), name, `${op.method} ${op.path} {${name}}`);
      }
    }
  }, 300_000);

  it('answers a surrogate written in a URL (not UTF-8 at all) with no 5xx', async () => {
    for (const op of operations) {
      const params = Object.fromEntries(op.pathParams.map((name) => [name, '%ED%A0%80']));
      const query = Object.fromEntries(op.query.map(({ name }) => [name, '%ED%A0%80']));
      const res = await send(op, urlOf(op, params, query));
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBeLessThan(500);
    }
  }, 300_000);

  it('names a body key holding a NUL, escaped so the answer itself stays clean text', async () => {
    for (const op of operations.filter((o) => o.body)) {
      const res = await send(op, urlOf(op), { 'bad\u0000key': 'x' });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(JSON.parse(res.body).error.fields, `${op.method} ${op.path}`).toHaveProperty(['bad\\u0000key']);
    }
  }, 300_000);

  it('refuses a NUL in the Idempotency-Key header before it is stored', async () => {
    const op = operations.find((o) => o.path === '/resolution-proposals' && o.method === 'POST')!;
    const res = await api.call('POST', '/resolution-proposals', {
      token: await tokenForAccess(api, op.access), body: {}, headers: { 'idempotency-key': 'key\u0000' },
    });
    expectRefused(res, 'Idempotency-Key', 'Idempotency-Key');
  });
});

/** Values a column cannot hold although they look like the field's type. */
function outOfRange(name: string, s: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (s.format === 'date' || /date|_on$|^as_of$/.test(name)) values.push('2026-02-31', '0000-01-01', '99999-01-01', '2026-13-01');
  if (s.type === 'string' && !s.enum && !s.pattern && !s.format) values.push('x'.repeat(s.maxLength ?? 100_000));
  if (s.type === 'integer' || s.type === 'number') values.push(2 ** 31, Number.MAX_SAFE_INTEGER, -(2 ** 31) - 1, 1e300, 1e-300, 0.5);
  return values;
}

/**
 * Routes whose schema lets an out-of-range value through to the database, which
 * answers 400 without naming the field (api/http/errors.ts). Empty: each such
 * value is refused by its schema (api/http/fields.ts), naming the field.
 */
const UNNAMED_REFUSALS: string[] = [];

describe('values a column cannot hold never answer 5xx', () => {
  it('refuses impossible dates, ids beyond integer, tiny and huge numbers and long text in every body and query field', async () => {
    const crashes: string[] = [];
    const unnamed = new Set<string>();
    const check = async (op: Operation, field: string, value: unknown, url: string, body?: unknown) => {
      const res = await send(op, url, body);
      const where = `${op.method} ${op.path} ${field}`;
      if (res.statusCode >= 500) crashes.push(`${where}=${String(value).slice(0, 12)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (res.statusCode === 400 && JSON.parse(res.body).error.fields?._ === UNSTORABLE_VALUE) unnamed.add(where);
    };
    for (const op of operations) {
      for (const leaf of leavesOf(op.body)) {
        for (const value of outOfRange(leaf.path.at(-1) ?? '', leaf.schema)) {
          await check(op, leaf.path.join('.'), value, urlOf(op), bodyWith(op.body!, leaf.path, value));
        }
      }
      for (const { name, schema } of op.query) {
        for (const value of outOfRange(name, schema)) {
          await check(op, `?${name}`, value, urlOf(op, {}, { [name]: encodeURIComponent(String(value)) }));
        }
      }
      for (const name of op.pathParams) {
        for (const value of ['2147483648', '99999999999999999999', '-1', '1.5']) {
          await check(op, `{${name}}`, value, urlOf(op, { [name]: value }));
        }
      }
    }
    expect(crashes).toEqual([]);
    expect([...unnamed]).toEqual(UNNAMED_REFUSALS);
  }, 600_000);
});

describe('bodies of the wrong shape answer 4xx in the error format', () => {
  const raw = async (method: 'GET' | 'PATCH', url: string, contentType: string | undefined, payload: string) =>
    api.app.inject({
      method, url: `/v20${url}`, payload,
      headers: { authorization: `Bearer ${await tokenForAccess(api, 'user')}`, ...(contentType ? { 'content-type': contentType } : {}) },
    });

  it('refuses JSON nested deeper than any form, naming where it went too deep', async () => {
    const res = await raw('PATCH', '/me/', 'application/json', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    expect(res.statusCode).toBe(400);
    const [[field, message]] = Object.entries(res.json().error.fields as Record<string, string>);
    expect(field).toBe(Array(32).fill('a').join('.'));
    expect(message).toMatch(/nested too deeply/);
  });

  it('answers a body of another media type 415, and text with a NUL 400', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const res = await raw('PATCH', '/me/', type, 'first_name=Ann');
      expect(res.statusCode, String(type)).toBe(415);
      expect(res.json().error.code).toBe('bad_request');
    }
    const text = await raw('PATCH', '/me/', 'text/plain', 'Ann\u0000');
    expect(text.json().error.fields).toEqual({ _: expect.stringMatching(/cannot save/) });
  });

  it('answers a body over 1 MB 413 and a body on a GET by ignoring it', async () => {
    const huge = await raw('PATCH', '/me/', 'application/json', JSON.stringify({ first_name: 'x'.repeat(2_000_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const get = await raw('GET', '/me/', 'application/json', '{"first_name": "a\\u0000"}');
    expect(get.statusCode).toBe(200);
  });
  it('answers an address that cannot be decoded 400 in the error format', async () => {
    for (const url of ['/listings/id/%E0%A4%A', '/buildings/%']) {
      const res = await raw('GET', url, undefined, '');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
    }
  });
});

/**
 * The vendor marketplace's routes (issue 14) on top of the above, which they are part
 * of: every input that is not what the route takes answers 400 naming the field (or
 * 404 for an id that fits but names nothing), never a 5xx.
 */
describe('the vendor marketplace refuses input of the wrong kind, naming the field', () => {
  const vendorOps = () => operations.filter((op) => VENDOR_MARKETPLACE.test(op.path));
  const expectNamed = (res: { statusCode: number; body: string }, field: string, where: string) => {
    expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(400);
    expect(JSON.parse(res.body).error.fields ?? {}, `${where}: ${res.body.slice(0, 300)}`).toHaveProperty([field]);
  };

  it('walks every vendor marketplace route in the tests above (NUL, lone surrogate, out of range)', () => {
    expect(vendorOps().map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining([
      'GET /service-types', 'POST /residential-service-providers', 'POST /residential-service-providers/{id}/documents',
      'POST /service-activities', 'POST /service-activities/{id}/schedule', 'POST /service-activities/{id}/remove-vendor',
      'GET /tenant-sales-regions', 'POST /geocoding/timezone', 'GET /test-payments/provider-connect/{state}',
    ]));
    expect(vendorOps().length).toBeGreaterThan(25);
  });

  it('a lone surrogate written raw in the JSON text (\\ud800) in any body string: 400 naming it', async () => {
    for (const op of vendorOps().filter((o) => o.body)) {
      for (const leaf of leavesOf(op.body).filter((l) => l.schema.type === 'string' || l.schema.enum)) {
        const payload = JSON.stringify(bodyWith(op.body!, leaf.path, 'SURROGATE-HERE')).replace('SURROGATE-HERE', 'a\\ud800b');
        const res = await api.app.inject({
          method: op.method, url: `/v20${urlOf(op)}`, payload,
          headers: { authorization: `Bearer ${await tokenForAccess(api, op.access)}`, 'content-type': 'application/json' },
        });
        expectNamed(res, leaf.path.join('.'), `${op.method} ${op.path} raw \\ud800 in ${leaf.path.join('.')}`);
      }
    }
  }, 300_000);

  it('a value of the wrong type in any body field, and a body that is not an object', async () => {
    for (const op of vendorOps().filter((o) => o.body)) {
      const top = Object.entries(op.body!.properties ?? {}).map(([key, schema]) => ({ path: [key], schema }));
      for (const leaf of [...leavesOf(op.body), ...top]) {
        const field = leaf.path.join('.');
        expectNamed(await send(op, urlOf(op), bodyWith(op.body!, leaf.path, wrongTypeOf(leaf.schema))), field, `${op.method} ${op.path} ${field}`);
      }
      for (const payload of [JSON.stringify([sampleOf(op.body!)]), '"text"', '42', 'null']) {
        const res = await api.app.inject({
          method: op.method, url: `/v20${urlOf(op)}`, payload,
          headers: { authorization: `Bearer ${await tokenForAccess(api, op.access)}`, 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${op.method} ${op.path} ${payload.slice(0, 40)}: ${res.body}`).toBe(400);
      }
    }
  }, 300_000);

  /** Ours, or a schema's own words naming what is missing: never zod's "expected string, received undefined". */
  const isRequiredMessage = (message: unknown) => typeof message === 'string' && !/^Invalid (input|option)/.test(message);

  it('a required body field left out, on every route: 400 saying so in words, naming it', async () => {
    let checked = 0;
    const wrong: string[] = [];
    // A signed system route checks the signature before it reads the body (an unsigned caller learns nothing of its shape).
    for (const op of operations.filter((o) => o.access !== 'system' && o.body?.properties && Array.isArray(o.body.required))) {
      for (const key of op.body!.required as string[]) {
        const { [key]: _left, ...body } = sampleOf(op.body!) as Record<string, unknown>;
        const res = await send(op, urlOf(op), body);
        if (res.statusCode !== 400 || !isRequiredMessage(JSON.parse(res.body).error.fields?.[key])) {
          wrong.push(`${op.method} ${op.path} without ${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 300_000);

  it('a value of the wrong kind or too long, on every route: the field says so in words a person reads, not zod\'s', async () => {
    const developerWords = /expected \w+, received|Too (big|small)|<=|>=|^Invalid (input|option)/;
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operations.filter((o) => o.access !== 'system')) {
      for (const leaf of leavesOf(op.body)) {
        const long = leaf.schema.type === 'string' && leaf.schema.maxLength ? ['x'.repeat(leaf.schema.maxLength + 1)] : [];
        for (const value of [wrongTypeOf(leaf.schema), ...long]) {
          const res = await send(op, urlOf(op), bodyWith(op.body!, leaf.path, value));
          const said = res.statusCode === 400 ? JSON.parse(res.body).error.fields?.[leaf.path.join('.')] : undefined;
          if (typeof said === 'string' && developerWords.test(said)) wrong.push(`${op.method} ${op.path} ${leaf.path.join('.')}: ${said}`);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 300_000);

  it('a required query parameter left out: 400 saying so in words', async () => {
    const res = await api.call('GET', '/bedrooms', { token: await tokenForAccess(api, 'guest') });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.fields).toEqual({ ids: REQUIRED });
  });

  it('an unknown field in any body, and an unknown query parameter', async () => {
    for (const op of vendorOps()) {
      if (op.body) {
        expectNamed(await send(op, urlOf(op), { ...(sampleOf(op.body) as object), is_admin: true }), 'is_admin', `${op.method} ${op.path} body`);
      }
      if (op.query.length > 0) expectNamed(await send(op, urlOf(op, {}, { is_admin: 'true' })), 'is_admin', `${op.method} ${op.path} query`);
    }
  }, 300_000);

  it('a megabyte of text in any body string: 400 naming it, nothing stored', async () => {
    const megabyte = 'x'.repeat(1_000_000);
    for (const op of vendorOps().filter((o) => o.body)) {
      for (const leaf of leavesOf(op.body).filter((l) => l.schema.type === 'string' || l.schema.enum)) {
        const field = leaf.path.join('.');
        expectNamed(await send(op, urlOf(op), bodyWith(op.body!, leaf.path, megabyte)), field, `${op.method} ${op.path} 1 MB in ${field}`);
      }
    }
  }, 300_000);

  it('an id in the path that is not one: 400 naming it; one that names nothing: 404', async () => {
    for (const op of vendorOps().filter((o) => o.pathParams.includes('id'))) {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648', '%20']) {
        expectNamed(await send(op, urlOf(op, { id })), 'id', `${op.method} ${op.path} id=${id}`);
      }
      // Read as numbers (1000, 16, 1) by the app's one id parser (api/http/fields.ts IdParam): never a 5xx.
      for (const id of ['1e3', '0x10', '%20%201']) {
        const res = await send(op, urlOf(op, { id }));
        expect(res.statusCode, `${op.method} ${op.path} id=${id}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }
      const body = op.body ? sampleOf(op.body) : undefined;
      const res = await send(op, urlOf(op, { id: '2147483647' }), body);
      expect([400, 403, 404], `${op.method} ${op.path} id=2147483647: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(JSON.parse(res.body).error.fields, `${op.method} ${op.path}`).not.toHaveProperty(['id']);
    }
  }, 300_000);

  it('a cursor we did not issue for that list, and limits out of range: 400 naming them', async () => {
    // Staff reach every list's cursor (a tenant is refused the company list before it is read).
    const staff = await tokenFor(api.deps, 'staff');
    const read = async (op: Operation, url: string) => api.call(op.method, url, { token: op.access === 'user' ? staff : await tokenForAccess(api, op.access) });
    const foreign = encodeCursor({ scope: 'listings', key: 1, id: 1 });
    const cursors = ['nope', 'a'.repeat(401), foreign, `${foreign}x`, Buffer.from('[1,2]').toString('base64url'), '%00'];
    let lists = 0;
    for (const op of vendorOps()) {
      const names = op.query.map((q) => q.name);
      if (names.includes('cursor')) {
        lists++;
        for (const cursor of cursors) expectNamed(await read(op, urlOf(op, {}, { cursor })), 'cursor', `${op.method} ${op.path} cursor=${cursor.slice(0, 20)}`);
      }
      if (names.includes('limit')) {
        for (const limit of ['abc', '-1', '0', '1.5', '100000']) expectNamed(await read(op, urlOf(op, {}, { limit })), 'limit', `${op.method} ${op.path} limit=${limit}`);
      }
      for (const { name, schema } of op.query.filter((q) => q.name !== 'cursor' && q.name !== 'limit')) {
        const value = schema.enum || schema.anyOf ? 'NOT_ONE_OF_THEM' : schema.type === 'integer' ? 'abc' : null;
        if (value) expectNamed(await read(op, urlOf(op, {}, { [name]: value })), name, `${op.method} ${op.path} ${name}=${value}`);
      }
    }
    expect(lists).toBeGreaterThanOrEqual(4);
  }, 300_000);
});
