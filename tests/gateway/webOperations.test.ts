import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

// Every operation the web client ships (web/persisted-queries.json) must fit the
// gateway's protection limits (depth, cost, aliases, tokens, v20 calls): a limit tuned too
// tight would break a screen for every user, not just an abuser.
const operations = Object.entries(JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>);

const PROTECTION_CODES = new Set(['QUERY_TOO_COSTLY', 'QUERY_TOO_COMPLEX', 'QUERY_TOO_DEEP', 'TOO_MANY_ALIASES', 'TOO_MANY_DIRECTIVES', 'TOO_MANY_TOKENS']);

let stack: Stack;
let guest: string;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production', PERSISTED_OPERATIONS_FILE: 'web/persisted-queries.json' });
  guest = await stack.api.guestToken();
});
afterAll(() => stack?.close());

describe('the web client\'s operations', () => {
  it('are there to check', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations.map(([id, text]) => [/(query|mutation|subscription) (\w+)/.exec(text)?.[2] ?? id, id]))(
    '%s passes the gateway\'s limits',
    async (_name, id) => {
      const res = await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${guest}` },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: {} }),
      });
      const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      // Missing variables may fail execution; no error may come from a protection limit
      // (armor's, or the v20 call budget; each refusal carries one of these codes).
      const limits = (body.errors ?? []).filter((e) => PROTECTION_CODES.has(e.extensions?.code ?? ''));
      expect(limits).toEqual([]);
    },
  );
});
