import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';

// The published contract needs no api: gateways alone, in production and in development.
const committed = readFileSync('schema.graphql', 'utf8');
const gateways: Record<string, RunningGateway> = {};

beforeAll(async () => {
  for (const mode of ['production', 'development'] as const) {
    gateways[mode] = await startGateway(loadGatewayConfig({
      PORT: '0', NODE_ENV: mode, V20_API_URL: 'http://127.0.0.1:9', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
    }));
  }
});
afterAll(() => Promise.all(Object.values(gateways).map((g) => g.close())));

describe('GET /graphql/schema.graphql', () => {
  it.each(['production', 'development'])('serves the committed schema.graphql to anyone, without a token (%s)', async (mode) => {
    const res = await fetch(`${gateways[mode].url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(await res.text()).toBe(committed);
  });

  it('answers 304 with no body when the client already has this version', async () => {
    const url = `${gateways.production.url}/graphql/schema.graphql`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });

  it('is read-only', async () => {
    const res = await fetch(`${gateways.production.url}/graphql/schema.graphql`, { method: 'POST', body: 'type Query { x: Int }' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
