import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config.js';

/** The ledger filters the CSV export accepts (the same as GraphQL `Ledger.entries`). */
const CSV_FILTERS = ['building_id', 'tenant_user_id', 'ledger_item_type', 'month'] as const;
/** The local payments provider's connect state: a signed, URL-safe token. */
const CONNECT_PATH = /^\/payments\/(connect|provider-connect)\/([A-Za-z0-9._~-]{1,1024})$/;

/** Where a browser on the gateway's own origin reaches a v20 answer GraphQL cannot carry. */
export const LEDGER_CSV_PATH = '/exports/ledger.csv';
export const connectPathOf = (state: string) => `/payments/connect/${state}`;
/** The same for a vendor company's payout account (`/v20/test-payments/provider-connect/{state}`). */
export const providerConnectPathOf = (state: string) => `/payments/provider-connect/${state}`;

/**
 * The local sign-in provider (docs/sign-in.md): its consent page, form post and keys,
 * on this origin so its redirect back to the web app's callback stays a same-site path.
 */
export const LOCAL_IDENTITY_PREFIX = '/local-identity/';

/** A consent form is a few hundred bytes: anything past 16 kB is refused. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function relay(res: ServerResponse, answer: Response, headers: string[]) {
  const out: Record<string, string> = { 'cache-control': 'no-store' };
  for (const name of headers) {
    const value = answer.headers.get(name);
    // A redirect is passed on only to a path on this origin: never an open redirect.
    if (value && (name !== 'location' || value.startsWith('/'))) out[name] = value;
  }
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Two v20 answers that are files or redirects rather than data, served on the
 * gateway's origin so the browser needs no cross-origin access to the api:
 * - GET /exports/ledger.csv?filters: the viewer's ledger as CSV (`GET /v20/ledger?format=csv`),
 *   with the Authorization header the web sends (the api checks it as always);
 * - GET /payments/connect/{state}: the local payments provider's "connect your payout
 *   account" return (`GET /v20/test-payments/connect/{state}`); its relative redirect
 *   to /manager/account-link?connected=1 then lands on the web app; and
 *   GET /payments/provider-connect/{state}: a vendor company's, back to /vendor/onboard?payout_connected=1.
 * - GET and POST /local-identity/*: the local sign-in provider (`/v20/local-identity/*`).
 * Returns false for any other path.
 */
export function createV20Passthrough(config: GatewayConfig) {
  const v20 = (path: string) => `${config.v20ApiUrl}/v20${path}`;
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname.startsWith(LOCAL_IDENTITY_PREFIX) && (req.method === 'GET' || req.method === 'POST')) {
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      if (body === null) {
        res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Too large.');
        return true;
      }
      const answer = await fetch(v20(`${url.pathname}${url.search}`), {
        method: req.method,
        redirect: 'manual',
        headers: req.method === 'POST' ? { 'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded' } : {},
        body,
        signal: AbortSignal.timeout(config.v20TimeoutMs),
      });
      await relay(res, answer, ['content-type', 'location', 'x-frame-options']);
      return true;
    }
    if (req.method !== 'GET') return false;
    if (url.pathname === LEDGER_CSV_PATH) {
      const query = new URLSearchParams({ format: 'csv' });
      for (const name of CSV_FILTERS) {
        const value = url.searchParams.get(name);
        if (value) query.set(name, value);
      }
      const authorization = req.headers.authorization;
      const answer = await fetch(`${v20('/ledger')}?${query}`, {
        headers: authorization ? { authorization } : {},
        signal: AbortSignal.timeout(config.v20TimeoutMs),
      });
      await relay(res, answer, ['content-type', 'content-disposition']);
      return true;
    }
    const connect = CONNECT_PATH.exec(url.pathname);
    if (connect) {
      const answer = await fetch(v20(`/test-payments/${connect[1]}/${connect[2]}`), {
        redirect: 'manual',
        signal: AbortSignal.timeout(config.v20TimeoutMs),
      });
      await relay(res, answer, ['content-type', 'location']);
      return true;
    }
    return false;
  };
}
