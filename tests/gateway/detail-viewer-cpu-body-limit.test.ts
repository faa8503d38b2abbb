import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useRequestBodyLimit } from '../../gateway/http/requestBodyLimit.js';

// The gateway's request body limit answers as yoga's own did (createYoga's maxRequestBodySize).
const LIMIT = 200;
const schema = createSchema({ typeDefs: 'type Query { echo(text: String): String }', resolvers: { Query: { echo: (_: unknown, { text }: { text: string }) => text } } });
const yogas = {
  yoga: createYoga({ schema, logging: false, maxRequestBodySize: LIMIT }),
  gateway: createYoga({ schema, logging: false, maxRequestBodySize: false, plugins: [useRequestBodyLimit(LIMIT)] }),
};

const body = (text: string) => JSON.stringify({ query: 'query($t: String) { echo(text: $t) }', variables: { t: text } });

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 50) controller.enqueue(bytes.slice(i, i + 50));
      controller.close();
    },
  });
}

async function answers(init: () => RequestInit) {
  const out: Array<{ status: number; text: string }> = [];
  for (const yoga of Object.values(yogas)) {
    const res = await yoga.fetch('http://localhost/graphql', init());
    out.push({ status: res.status, text: await res.text() });
  }
  return out;
}

describe('request body limit', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['a body within the limit, with its length', () => ({ method: 'POST', headers: { ...json, 'content-length': String(body('hi').length) }, body: body('hi') })],
    ['a declared length over the limit', () => ({ method: 'POST', headers: { ...json, 'content-length': String(LIMIT + 1) }, body: body('x'.repeat(LIMIT)) })],
    ['a Content-Length that is not one number', () => ({ method: 'POST', headers: { ...json, 'content-length': '10, 10' }, body: body('hi') })],
    ['a chunked body within the limit', () => ({ method: 'POST', headers: json, body: chunked(body('hi')), duplex: 'half' }) as RequestInit],
    ['a chunked body over the limit', () => ({ method: 'POST', headers: json, body: chunked(body('x'.repeat(LIMIT))), duplex: 'half' }) as RequestInit],
  ])('%s: the same answer as yoga\'s own limit', async (_name, init) => {
    const [yoga, gateway] = await answers(init);
    expect(gateway).toEqual(yoga);
  });

  it('refuses with 413 and REQUEST_ENTITY_TOO_LARGE, and answers within the limit', async () => {
    const [, over] = await answers(() => ({ method: 'POST', headers: json, body: chunked(body('x'.repeat(LIMIT))), duplex: 'half' }) as RequestInit);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    const [, within] = await answers(() => ({ method: 'POST', headers: json, body: body('hi') }));
    expect(JSON.parse(within.text)).toEqual({ data: { echo: 'hi' } });
  });
});
