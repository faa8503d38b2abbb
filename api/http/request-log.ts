import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Db } from '../db/client.js';
import type { AppDeps } from '../deps.js';

/**
 * The request log (spec §7 /backend-requests, docs/request-log.md): one row per /v20
 * request, written after the response in batches so the hot path never waits on a
 * write. Only what identifies a call is kept: never a body, a header, a token or a
 * query string (secrets travel there), and long digit runs and token-like strings in
 * the path are masked.
 */
export interface RequestLogEntry {
  occurredAt: Date;
  method: string;
  route: string | null;
  path: string;
  status: number;
  durationMs: number;
  userId: number | null;
  userRole: string | null;
  impersonatorUserId: number | null;
  tokenTyp: string | null;
  currentWebsitePage: string | null;
  requestId: string;
  ip: string | null;
}

export interface RequestLogWriter {
  add(entry: RequestLogEntry): void;
  /** Writes what is buffered now (staff reading the log, tests, close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: RequestLogWriter;
  }
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ROWS = 200;
/** Rows per INSERT when a backlog is written. */
const INSERT_BATCH = 1000;
/** Past this (the database is down or slow), new entries are dropped and counted, not held. */
const MAX_BUFFERED = 20_000;

/** An incoming X-Request-Id is honoured only when it is plainly an id: anything else gets a fresh UUID. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

/** Fastify's genReqId: the caller's well-formed X-Request-Id, or a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

const MASKS: readonly RegExp[] = [
  /\d{3}-\d{2}-\d{4}/g, // a US SSN
  /\d(?:[ -]?\d){11,}/g, // a card or account number (ids are at most 10 digits)
  /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g, // a JWT
  /[A-Za-z0-9_-]{32,}/g, // a long opaque token or key
];

/** The path without its query string, secrets masked, kept short. */
export function loggablePath(url: string, max = 600): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return MASKS.reduce((text, mask) => text.replace(mask, '[masked]'), path).slice(0, max);
}

function websitePage(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.currentWebsitePage;
  const page = request.currentWebsitePage ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return page ? loggablePath(page) : null;
}

export function entryOf(request: FastifyRequest, status: number, durationMs: number): RequestLogEntry {
  const auth = request.auth;
  return {
    occurredAt: new Date(Date.now() - durationMs),
    method: request.method.slice(0, 10),
    route: request.routeOptions.url?.slice(0, 300) ?? null,
    path: loggablePath(request.url),
    status,
    durationMs: Math.max(0, Math.round(durationMs)),
    userId: auth?.userId ?? null,
    userRole: auth?.role ?? null,
    impersonatorUserId: auth?.impersonatorId ?? null,
    tokenTyp: auth?.typ ?? null,
    currentWebsitePage: websitePage(request),
    requestId: String(request.id).slice(0, 100),
    ip: request.ip?.slice(0, 100) ?? null,
  };
}

/**
 * One INSERT per batch with the rows as one jsonb parameter: a VALUES list of 200 rows
 * would be 2,600 parameters, which PGlite parses many times slower.
 */
async function insertBatch(db: Db, batch: RequestLogEntry[]): Promise<void> {
  const payload = JSON.stringify(batch.map((e) => ({
    occurred_at: e.occurredAt.toISOString(), method: e.method, route: e.route, path: e.path, status: e.status,
    duration_ms: e.durationMs, user_id: e.userId, user_role: e.userRole, impersonator_user_id: e.impersonatorUserId,
    token_typ: e.tokenTyp, current_website_page: e.currentWebsitePage, request_id: e.requestId, ip: e.ip,
  })));
  await db.execute(sql`INSERT INTO backend_requests (occurred_at, method, route, path, status, duration_ms, user_id,
    user_role, impersonator_user_id, token_typ, current_website_page, request_id, ip)
    SELECT occurred_at, method, route, path, status, duration_ms, user_id, user_role, impersonator_user_id, token_typ,
      current_website_page, request_id, ip
    FROM jsonb_to_recordset(${payload}::jsonb) AS r(occurred_at timestamptz, method text, route text, path text, status integer,
      duration_ms integer, user_id integer, user_role text, impersonator_user_id integer, token_typ text,
      current_website_page text, request_id text, ip text)`);
}

export function createRequestLogWriter(db: Db, log: FastifyBaseLogger): RequestLogWriter {
  let buffer: RequestLogEntry[] = [];
  let dropped = 0;
  // Flushes run one after another so batches land in order and never overlap.
  let chain: Promise<void> = Promise.resolve();
  const flush = () => {
    chain = chain.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.splice(0, INSERT_BATCH);
        await insertBatch(db, batch).catch((err: unknown) => log.error({ err, rows: batch.length }, 'request log write failed'));
      }
      if (dropped > 0) {
        log.warn({ dropped }, 'request log entries dropped while the database was behind');
        dropped = 0;
      }
    });
    return chain;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    add(entry) {
      if (buffer.length >= MAX_BUFFERED) {
        dropped += 1;
        return;
      }
      buffer.push(entry);
      if (buffer.length >= FLUSH_AT_ROWS) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Logs every /v20 request after its response and echoes its request id. */
export function registerRequestLog(app: FastifyInstance, deps: AppDeps): void {
  const writer = createRequestLogWriter(deps.database.db, app.log);
  app.decorate('requestLog', writer);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/v20')) return;
    writer.add(entryOf(request, reply.statusCode, reply.elapsedTime));
  });
  app.addHook('onClose', async () => writer.close());
}
