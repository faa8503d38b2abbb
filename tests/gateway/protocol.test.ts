import { readFileSync } from 'node:fs';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedSchemaSDL } from '../../gateway/schema/merge.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('GraphQL over HTTP', () => {
  it('passes every MUST audit of graphql-http', async () => {
    const results = await Promise.all(serverAudits({ url: `${stack.gateway.url}/graphql` }).map((audit) => audit.fn()));
    const failingMusts = results.filter((r) => r.name.startsWith('MUST') && r.status !== 'ok').map((r) => r.name);
    expect(failingMusts).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
  });

  it('in development, anyone may introspect and open GraphiQL', async () => {
    const res = await stack.gql('{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/graphiql/i);
  });

  it('answers a query without a token when it needs no v20 data', async () => {
    const res = await stack.gql('{ __typename }');
    expect(res).toMatchObject({ status: 200, data: { __typename: 'Query' }, v20Calls: 0 });
  });
});

describe('the published contract', () => {
  it('root schema.graphql is the merge of the module SDL (run `npm run schema` when this fails)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(mergedSchemaSDL());
  });

  it('the committed resolver types are what codegen.yml generates (run `npm run schema` when this fails)', async () => {
    const { executeCodegen, loadContext } = await import('@graphql-codegen/cli');
    const { result } = await executeCodegen(await loadContext('codegen.yml'));
    expect(result).toHaveLength(1);
    expect(result[0].content).toBe(readFileSync(result[0].filename, 'utf8'));
  });
});

describe('protection', () => {
  it('refuses an operation longer than any screen sends (token limit)', async () => {
    const res = await stack.gql(`{ ${'__typename '.repeat(4001)} }`);
    expect(res.errors?.[0].message).toMatch(/token limit/i);
  });

  it('refuses more aliases than a screen uses', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { isGuest }`).join(' ');
    const res = await stack.gql(`{ ${aliases} }`);
    expect(res.errors?.[0].message).toMatch(/aliases limit/i);
  });

  it('never shows a stack trace, even for an invalid request', async () => {
    const res = await stack.gql('{ listings(first: "many") { edges { cursor } } }');
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a malformed bearer token is UNAUTHENTICATED, and the viewer stays null', async () => {
    const res = await stack.gql('{ viewer { isGuest } }', {}, { token: 'not-a-jwt' });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', v20Code: 'invalid_token' });
  });

  it('a token signed by someone else is UNAUTHENTICATED', async () => {
    const { SignJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('EdDSA');
    const forged = await new SignJWT({ sid: 'x', typ: 'session', user_role: 'tenant', staff: true })
      .setProtectedHeader({ alg: 'EdDSA' }).setSubject('1').setIssuer('hearth-api').setAudience('hearth')
      .setExpirationTime('1h').sign(privateKey);
    const res = await stack.gql('{ viewer { isStaff } }', {}, { token: forged });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the node:http server around /graphql', () => {
  it('/healthz answers ok', async () => {
    const res = await fetch(`${stack.gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/metrics counts v20 calls by method and route template', async () => {
    await stack.gql('mutation { startGuestSession { token } }');
    const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(text).toMatch(/hearth_v20_requests_total\{method="POST",route="\/g\/session",status="200"\} [1-9]/);
    expect(text).toContain('hearth_v20_request_duration_seconds_bucket');
  });

  it('without a built web app, pages say how to build it', async () => {
    const res = await fetch(`${stack.gateway.url}/listings`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
  });
});
