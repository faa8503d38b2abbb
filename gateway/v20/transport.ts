import http from 'node:http';
import https from 'node:https';

/**
 * The wire under the v20 client: node's own http(s) with a keep-alive agent per
 * protocol, reused by every GraphQL request of the process. Real HTTP as before
 * (the api may be another host); cheaper than fetch for this one job: no web
 * streams, no AbortSignal per call, one Buffer.concat per body. Measured with the
 * api in the same process (`npm start`), where every microsecond the gateway spends
 * is one the api does not get (README, Performance).
 *
 * No Accept-Encoding is sent, so the api answers uncompressed: compressing JSON to
 * a neighbour on loopback or a private network costs more CPU than it saves.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
};

export interface WireResponse {
  status: number;
  statusText: string;
  text: string;
}

/** What a call that ran out of time fails with (the client maps it to 504 v20_timeout). */
export class WireTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * One request with a deadline for the whole exchange (headers and body). A GET on a
 * kept-alive socket the server closed meanwhile (ECONNRESET before any answer) is
 * sent once more on a fresh one; writes never are.
 */
export async function send(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<WireResponse> {
  try {
    return await sendOnce(url, method, headers, body, timeoutMs);
  } catch (err) {
    if ((method === 'GET' || method === 'HEAD') && (err as { staleSocket?: boolean }).staleSocket) {
      return sendOnce(url, method, headers, body, timeoutMs);
    }
    throw err;
  }
}

function sendOnce(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return reject(new Error(`v20 api address must be http(s): ${url}`));
    const outgoing: Record<string, string | number> = { ...headers };
    if (body !== undefined) outgoing['content-length'] = Buffer.byteLength(body);
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(err);
    };
    const req = (secure ? https : http).request(target, { method, headers: outgoing, agent: agents[secure ? 'https:' : 'http:'] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('aborted', () => fail(new Error('v20 response aborted')));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text });
      });
    });
    const timer = setTimeout(() => {
      const timeout = new WireTimeout(`v20 did not answer within ${timeoutMs} ms`);
      req.destroy(timeout);
      fail(timeout);
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && err.code === 'ECONNRESET') Object.assign(err, { staleSocket: true });
      fail(err);
    });
    req.end(body);
  });
}
