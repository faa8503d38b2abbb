import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Vite puts content-hashed files under /assets: they never change, so browsers keep them a year. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

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

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function serveFile(req: IncomingMessage, res: ServerResponse, path: string, stats: Stats, cacheControl: string) {
  const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
  const headers = {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path).on('error', () => res.destroy()).pipe(res);
}

/** The URL path as a file inside `root`, or null when it would leave it (`/../`). */
function insideRoot(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(join(root, decoded));
  return path === root || path.startsWith(root + sep) ? path : null;
}

/**
 * Serves the built web app: files from WEB_DIST_DIR, and index.html for any other
 * page a browser asks for (client-side routes such as /listings/id/12).
 */
export function createWebAppHandler(distDir: string) {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.', { allow: 'GET, HEAD' });
    }
    if (!existsSync(indexHtml)) {
      return send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, { 'cache-control': 'no-store' });
    }
    const path = insideRoot(root, pathname);
    const stats = path && pathname !== '/' ? await fileAt(path) : null;
    if (path && stats) {
      return serveFile(req, res, path, stats, pathname.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset is a stale page asking for an old build: a real 404, not the app.
    if (acceptsHtml(req) && !pathname.startsWith(HASHED_ASSETS)) {
      const index = await fileAt(indexHtml);
      if (index) return serveFile(req, res, indexHtml, index, REVALIDATE);
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
  };
}
