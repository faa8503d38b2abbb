import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The stable address of the published contract (docs/partners.md "Cost and rate limits", docs/schema-changelog.md). */
export const PUBLISHED_SCHEMA_PATH = '/graphql/schema.graphql';

/** The committed root schema.graphql (scripts/merge-schema.ts writes it from the modules). */
const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/** Five minutes: a deploy reaches integrators soon, and a client polling it costs us little. */
const CACHE_CONTROL = 'public, max-age=300';

interface Published {
  body: string;
  etag: string;
}

let published: Published | undefined;

/** Read once: the file is part of the deployed code and changes only with a deploy. */
function load(): Published {
  if (!published) {
    const body = readFileSync(SCHEMA_FILE, 'utf8');
    published = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
  }
  return published;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * The SDL integrators generate clients from, public in every mode (it is the
 * contract; live introspection stays staff-only in production). GET and HEAD,
 * with an ETag so a client can ask "has it changed?" for nothing.
 */
export function servePublishedSchema(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Use GET.');
    return;
  }
  const { body, etag } = load();
  const headers = { etag, 'cache-control': CACHE_CONTROL, 'access-control-allow-origin': '*' };
  if (matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
