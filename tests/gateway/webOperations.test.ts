import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

// Every operation the web client ships (web/persisted-queries.json) must fit the
// gateway's protection limits (depth, cost, aliases, tokens): a limit tuned too
// tight would break a screen for every user, not just an abuser.
const operations = Object.entries(JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>);

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
      const body = (await res.json()) as { errors?: { message: string }[] };
      // Missing variables may fail execution; no error may come from a protection limit.
      // ("Variable "$token" ... was not provided" is the former, not a token limit.)
      const limits = (body.errors ?? []).filter((e) => !/^Variable "\$\w+"/.test(e.message) && /cost|depth|alias|token|directive/i.test(e.message));
      expect(limits).toEqual([]);
    },
  );
});
