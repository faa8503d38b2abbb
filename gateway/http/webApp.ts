import { existsSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import sirv from 'sirv';

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

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app with sirv: files from WEB_DIST_DIR (weak ETags, 304 on a
 * repeat visit, never outside the folder), and index.html for any other page a
 * browser asks for (client-side routes such as /listings/id/12).
 */
export function createWebAppHandler(distDir: string) {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  const files = sirv(root, {
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

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.', { allow: 'GET, HEAD' });
    }
    if (!existsSync(indexHtml)) {
      return send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, { 'cache-control': 'no-store' });
    }
    // Not a file (`/` included: with no extensions, sirv finds no `/index`): a page of the app.
    files(req, res, () => {
      // A missing hashed asset is a stale page asking for an old build: a real 404, not the app.
      if (!acceptsHtml(req) || pathname.startsWith(HASHED_ASSETS)) return notFound(res);
      req.url = '/index.html';
      files(req, res, () => notFound(res));
    });
  };
}
