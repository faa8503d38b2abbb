// The gateway as deployed (README, Scaling out): `npm run build:gateway` joins it into
// gateway/dist/server.mjs and node runs that file. It must start and answer as the
// gateway does under tsx: its schema read from gateway/modules and the published
// schema.graphql (both found from import.meta.url), and a query through to a real api.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../scripts/build-gateway.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { liveEnv } from './harness.js';

let api: TestApi & { url: string };
let gateway: ChildProcess;
let url: string;

beforeAll(async () => {
  const live = liveEnv();
  api = await startTestApi(live.api);
  const bundle = await buildGateway();
  gateway = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...live.gateway, PORT: '0', V20_API_URL: api.url, NODE_ENV: 'test', WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The gateway prints its address once it listens.
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    gateway.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Hearth gateway: (http:\/\/\S+) /.exec(out);
      if (found) resolve(found[1]);
    });
    gateway.once('exit', (code) => reject(new Error(`the built gateway exited (${code}): ${out}`)));
  });
}, 60_000);

afterAll(async () => {
  if (gateway.exitCode === null) {
    gateway.kill('SIGINT');
    await new Promise((r) => gateway.once('exit', r));
  }
  await api?.close();
});

async function gql(query: string, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: unknown[] } };
}

describe('the built gateway (gateway/dist/server.mjs)', () => {
  it('serves the published schema it found beside the code', async () => {
    const res = await fetch(`${url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('type Query');
  });

  it('answers a guest browsing homes, through a real api', async () => {
    const session = await gql('mutation { startGuestSession { token } }');
    const token = session.body.data?.startGuestSession.token as string;
    expect(token).toEqual(expect.any(String));
    const page = await gql('{ listings(first: 2) { edges { node { title } } } }', token);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.listings.edges).toHaveLength(2);
    expect(page.body.data.listings.edges[0].node.title).toEqual(expect.any(String));
  });
});
