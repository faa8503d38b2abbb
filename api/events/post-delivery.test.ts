import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../common/webhook-signature.js';
import { postDelivery, type PostRequest } from './post-delivery.js';

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function serve(handler: RequestListener): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
}

const request = (url: string, extra: Partial<PostRequest> = {}): PostRequest => ({
  url, secret: 'whsec_test', eventId: '00000000-0000-4000-8000-000000000001', rawBody: '{"id":"x"}',
  allowedPrivateHosts: ['127.0.0.1'], timeoutMs: 2000, nowSeconds: Math.floor(Date.now() / 1000), ...extra,
});

describe('postDelivery', () => {
  it('posts the body signed, with the event id', async () => {
    let seen: { headers: Record<string, unknown>; body: string } | null = null;
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        seen = { headers: req.headers, body };
        res.writeHead(201).end();
      });
    });
    expect(await postDelivery(request(url))).toEqual({ ok: true, statusCode: 201, error: null });
    expect(seen!.body).toBe('{"id":"x"}');
    expect(seen!.headers['hearth-event-id']).toBe('00000000-0000-4000-8000-000000000001');
    expect(verifySignature('whsec_test', seen!.body, seen!.headers['hearth-signature'] as string).ok).toBe(true);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    let hits = 0;
    const url = await serve((_req, res) => {
      hits++;
      res.writeHead(307, { location: 'http://169.254.169.254/' }).end();
    });
    expect(await postDelivery(request(url))).toEqual({ ok: false, statusCode: 307, error: 'HTTP 307' });
    expect(hits).toBe(1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const url = await serve(() => undefined);
    const outcome = await postDelivery(request(url, { timeoutMs: 200 }));
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/within 200 ms/) });
  });

  it('takes a 2xx status as the answer even if the body trickles on', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200);
      res.write('still going');
    });
    expect(await postDelivery(request(url, { timeoutMs: 500 }))).toEqual({ ok: true, statusCode: 200, error: null });
  });

  it('refuses private targets that are not exempt, without connecting', async () => {
    let hits = 0;
    const url = await serve((_req, res) => { hits++; res.end(); });
    const outcome = await postDelivery(request(url, { allowedPrivateHosts: [] }));
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/private or reserved/) });
    const byName = await postDelivery(request(url.replace('127.0.0.1', 'localhost'), { allowedPrivateHosts: ['127.0.0.1'] }));
    expect(byName).toMatchObject({ ok: false, error: expect.stringMatching(/private or reserved/) });
    expect(await postDelivery(request('ftp://93.184.216.34/x'))).toMatchObject({ ok: false, error: 'Use an http or https URL.' });
    expect(hits).toBe(0);
  });

  it('reports a refused connection', async () => {
    const url = await serve(() => undefined);
    server!.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(await postDelivery(request(url))).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/ECONNREFUSED/) });
  });
});
