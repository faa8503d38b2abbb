import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.js';

/** Requests Node refuses before Fastify routes them, on the api's own port. */
let api: TestApi & { url: string };
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Sends raw bytes and reads the whole answer (the api closes the connection after it). */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => { answer += chunk; });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the api cannot read answer in its JSON error shape', () => {
  it('a 20 KB address is a 431 with a stable code and a message, not an empty body', async () => {
    const res = await fetch(`${api.url}/v20/listings?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'request_headers_too_large', message: expect.stringContaining('larger than this api accepts (16 KB)') } });
  });

  it('so is a cookie header too large to read', async () => {
    const res = await fetch(`${api.url}/v20/health`, { headers: { cookie: `c=${'y'.repeat(20_000)}` } });
    expect(res.status).toBe(431);
    expect((await res.json()).error.code).toBe('request_headers_too_large');
  });

  it('bytes that are not HTTP get a 400 bad_request in the same shape', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: { code: 'bad_request', message: 'This request could not be read as HTTP.' } });
  });

  it('a normal request on the same port still answers', async () => {
    expect((await fetch(`${api.url}/v20/health`)).status).toBe(200);
  });
});
