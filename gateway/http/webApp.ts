import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse as parseCookies } from 'cookie';
import sirv from 'sirv';
import { publicOriginOf } from './publicOrigin.js';
import type { ServerRenderer } from './serverRender.js';

/** Vite puts content-hashed files under /assets: they never change, so browsers keep them a year. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * sirv (through mrmime) names text types without a charset (`text/javascript`), and
 * browsers then guess one. The web app's text files are UTF-8, so they say so.
 */
const UTF8_TEXT: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file of a type sirv does not know is bytes to download; nosniff keeps a browser from guessing more. */
const UNKNOWN_TYPE = 'application/octet-stream';

/**
 * sirv names a file's type from its extension (mrmime) and, for an extension it
 * does not know, sends an empty content-type. It hands its headers to writeHead after
 * setHeaders has run, so that is where a missing type gets the safe default; a type
 * sirv or UTF8_TEXT chose is left alone.
 */
function defaultToUnknownType(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers) && !res.getHeader('content-type')) {
      const given = headers as OutgoingHttpHeaders;
      const key = Object.keys(given).find((k) => k.toLowerCase() === 'content-type') ?? 'Content-Type';
      if (!given[key]) given[key] = UNKNOWN_TYPE;
    }
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
  } as ServerResponse['writeHead'];
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build:web</code>, then reload this page.
The GraphQL API is already available at <a href="/graphql">/graphql</a>.</p></body></html>`;

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding a response made here is sent in: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = (acceptEncoding ?? '').toLowerCase().split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (name: string) => offered.some((o) => o.name === name && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * A text response made on request (a rendered page, the sitemap), compressed for the
 * browser that accepts it: brotli at a middle quality (fast enough per request) or gzip.
 */
export async function sendCompressed(
  req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {},
): Promise<void> {
  const encoding = body.length >= 1024 ? chooseEncoding(req.headers['accept-encoding']) : null;
  const plain = Buffer.from(body, 'utf8');
  const bytes = encoding === 'br'
    ? await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
    : encoding === 'gzip' ? await gzipped(plain, { level: 6 }) : plain;
  res.writeHead(status, {
    'content-type': type,
    'content-length': bytes.length,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The signed-in browser's cookie (web/src/app/relay/credentials.ts): its pages are not rendered here. */
const USER_ID_COOKIE = 'hearth_user_id';

function isSignedIn(req: IncomingMessage): boolean {
  try {
    return Boolean(parseCookies(req.headers.cookie ?? '')[USER_ID_COOKIE]);
  } catch {
    return false;
  }
}

export interface WebAppOptions {
  /** Renders public pages on the server (serverRender.ts); without it every page is the shell. */
  renderer?: ServerRenderer | null;
  /** The site's address for canonical links, the sitemap and robots.txt; null: the request's own Host. */
  publicOrigin?: string | null;
  /** GET /sitemap.xml and /robots.txt (publicSite.ts). */
  sitemap?: (origin: string) => Promise<string>;
  robots?: (origin: string) => string;
  log?: (message: string, error?: unknown) => void;
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app with sirv: files from WEB_DIST_DIR (weak ETags, 304 on a
 * repeat visit, never outside the folder), and index.html for any other page a
 * browser asks for (client-side routes such as /listings/id/12).
 */
export function createWebAppHandler(distDir: string, options: WebAppOptions = {}) {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  let template: { version: number; text: string } | null = null;
  /** index.html as last built: the document a rendered page is written into. */
  const readTemplate = () => {
    const version = statSync(indexHtml).mtimeMs;
    if (template?.version !== version) template = { version, text: readFileSync(indexHtml, 'utf8') };
    return template.text;
  };
  const originOf = (req: IncomingMessage) => publicOriginOf(req, options.publicOrigin ?? undefined);
  const files = sirv(root, {
    // Precompressed siblings (app.js.br, app.js.gz) written by the build (web/vite.config.ts).
    gzip: true,
    brotli: true,
    // Looked up on each request, not listed once at start-up: the app may be built
    // (or rebuilt) while the gateway runs.
    dev: true,
    etag: true,
    // A path is a file or a page of the app: `/about` never means `/about.html`.
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader('cache-control', pathname.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      res.setHeader('x-content-type-options', 'nosniff');
      const type = UTF8_TEXT[extname(pathname).toLowerCase()];
      if (type) res.setHeader('content-type', type);
      else defaultToUnknownType(res);
      // sirv pipes the file with no error listener: a file removed while being sent (a
      // rebuild under a running gateway) would throw out of the process. Cut that response.
      res.once('pipe', (source) => source.once('error', () => res.destroy()));
    },
  });
  const notFound = (res: ServerResponse) => send(res, 404, 'text/plain; charset=utf-8', 'Not found.');

  const shell = (req: IncomingMessage, res: ServerResponse) => {
    req.url = '/index.html';
    files(req, res, () => notFound(res));
  };

  /**
   * A public page for a guest (a signed-in browser's page shows its own data, so it
   * gets the shell): rendered on the server, else the shell as before.
   */
  async function page(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const renderer = options.renderer;
    if (req.method !== 'GET' || !renderer || isSignedIn(req) || !(await renderer.handles(pathname))) return shell(req, res);
    const rendered = await renderer.render(req.url ?? pathname, readTemplate(), originOf(req));
    if (!rendered) return shell(req, res);
    if (rendered.kind === 'redirect') {
      res.writeHead(rendered.status, { location: rendered.location, 'cache-control': REVALIDATE });
      return void res.end();
    }
    await sendCompressed(req, res, rendered.status, UTF8_TEXT['.html'], rendered.html, {
      'cache-control': REVALIDATE,
      // The same address is the shell for a signed-in browser.
      vary: 'Accept-Encoding, Cookie',
      'x-content-type-options': 'nosniff',
    });
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.', { allow: 'GET, HEAD' });
    }
    if (pathname === '/robots.txt' && options.robots) {
      return sendCompressed(req, res, 200, UTF8_TEXT['.txt'], options.robots(originOf(req)), { 'cache-control': 'public, max-age=3600' });
    }
    if (pathname === '/sitemap.xml' && options.sitemap) {
      try {
        const xml = await options.sitemap(originOf(req));
        return await sendCompressed(req, res, 200, 'application/xml; charset=utf-8', xml, { 'cache-control': 'public, max-age=600' });
      } catch (err) {
        options.log?.('The sitemap could not be built.', err);
        return send(res, 503, 'text/plain; charset=utf-8', 'The sitemap is unavailable for a moment; try again shortly.', { 'retry-after': '60' });
      }
    }
    if (!existsSync(indexHtml)) {
      return send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, { 'cache-control': 'no-store' });
    }
    // Not a file (`/` included: with no extensions, sirv finds no `/index`): a page of the app.
    files(req, res, () => {
      // A missing hashed asset is a stale page asking for an old build: a real 404, not the app.
      if (!acceptsHtml(req) || pathname.startsWith(HASHED_ASSETS)) return notFound(res);
      page(req, res, pathname).catch((err: unknown) => {
        options.log?.('A page could not be sent.', err);
        if (!res.headersSent) shell(req, res);
        else res.destroy();
      });
    });
  };
}
