import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifySignature } from '../../common/webhook-signature.js';
import { registerInBackground } from './registration.js';

const SECRET = 's'.repeat(32);
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A fake api answering the registration with the given statuses, in turn. */
async function fakeApi(statuses: number[]) {
  const seen: { url: string; body: string; signed: boolean }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body, signed: verifySignature(SECRET, body, req.headers['hearth-signature'] as string).ok });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

describe('registerInBackground', () => {
  it('retries with backoff until the api accepts a signed registration, logging each distinct failure once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = await fakeApi([503, 503, 404]);
    const registration = registerInBackground({
      apiUrl: api.url, name: 'gateway', url: 'http://127.0.0.1:4000/webhooks/v20', secret: SECRET, initialDelayMs: 5, maxDelayMs: 20,
    });
    await registration.done;
    expect(api.seen).toHaveLength(4);
    expect(api.seen.every((r) => r.url === '/v20/internal/system-webhooks/gateway' && r.signed)).toBe(true);
    expect(JSON.parse(api.seen[0]!.body)).toEqual({ url: 'http://127.0.0.1:4000/webhooks/v20', event_types: ['*'] });
    expect(warn).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('stops retrying when stopped (the gateway closes)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registration = registerInBackground({
      apiUrl: 'http://127.0.0.1:9', name: 'gateway', url: 'http://x/webhooks/v20', secret: SECRET, initialDelayMs: 60_000,
    });
    await new Promise((r) => setTimeout(r, 50));
    registration.stop();
    await registration.done;
    vi.restoreAllMocks();
  });
});
