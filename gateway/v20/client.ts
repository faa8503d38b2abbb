import type { GraphQLError } from 'graphql';
import type { V20CallRecorder } from '../http/metrics.js';
import type { RestId } from './dto.js';
import { V20Error } from './errors.js';
import { send, type WireResponse } from './transport.js';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface CallOptions {
  /** Values for the `:name` placeholders of the route template. */
  params?: Record<string, RestId>;
  /** Query parameters; null and undefined are left out (spec §7), arrays are comma lists. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * `viewer` (default) forwards the viewer's bearer token; `none` sends no token,
   * for public routes such as sign-in, which must work even with a stale token.
   */
  auth?: 'viewer' | 'none';
  /** `Idempotency-Key` of a write that creates records (docs/v20-contract.md): a retry with it never writes twice. */
  idempotencyKey?: string;
}

export interface V20ClientOptions {
  baseUrl: string;
  timeoutMs: number;
  recorder: V20CallRecorder;
  /** The viewer's bearer token, when it verified. */
  token: string | null;
  /** Set when the request carried a token that did not verify: viewer calls fail with it. */
  tokenProblem: GraphQLError | null;
  /** The web page that caused the request (header `x-current-website-page`). */
  currentWebsitePage: string;
  /** The browser's address, sent as X-Forwarded-For (gateway/http/clientAddress.ts). */
  clientAddress?: string | null;
}

/**
 * The one way the gateway talks to v20. Its wire (./transport.ts) keeps connections
 * alive in one pool per process, so a page of loader calls reuses sockets. One client per
 * GraphQL request: it carries that viewer's token and counts that request's calls.
 */
export class V20Client {
  /** REST calls made for this GraphQL request (the browse budget is checked against it). */
  calls = 0;

  constructor(private readonly options: V20ClientOptions) {}

  get<T>(route: string, opts: CallOptions = {}) {
    return this.request<T>('GET', route, opts);
  }
  post<T>(route: string, opts: CallOptions = {}) {
    return this.request<T>('POST', route, opts);
  }
  put<T>(route: string, opts: CallOptions = {}) {
    return this.request<T>('PUT', route, opts);
  }
  patch<T>(route: string, opts: CallOptions = {}) {
    return this.request<T>('PATCH', route, opts);
  }
  delete<T>(route: string, opts: CallOptions = {}) {
    return this.request<T>('DELETE', route, opts);
  }

  private async request<T>(method: string, route: string, opts: CallOptions): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.auth !== 'none') {
      if (this.options.tokenProblem) throw this.options.tokenProblem;
      if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    }
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.idempotencyKey !== undefined) headers['idempotency-key'] = opts.idempotencyKey;
    if (this.options.clientAddress) headers['x-forwarded-for'] = this.options.clientAddress;
    const url = this.url(route, opts);
    this.calls += 1;
    const started = performance.now();
    let status: number | 'network_error' = 'network_error';
    try {
      const response = await send(url, method, headers, opts.body === undefined ? undefined : JSON.stringify(opts.body), this.options.timeoutMs);
      status = response.status;
      return readBody<T>(response, route);
    } catch (err) {
      const failure = asV20Error(err, route);
      // Our outage, not the viewer's mistake: worth a line in the gateway log.
      if (failure.status >= 500) console.error(`v20 ${method} ${route} failed: ${failure.status} ${failure.code}`);
      throw failure;
    } finally {
      this.options.recorder.record({ method, route, status, seconds: (performance.now() - started) / 1000 });
    }
  }

  private url(route: string, opts: CallOptions): string {
    const path = route.replace(/:([a-z_]+)/gi, (_, name: string) => {
      const value = opts.params?.[name];
      if (value === undefined) throw new Error(`v20 route ${route} needs :${name}`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value === null || value === undefined) continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    search.set('currentWebsitePage', this.options.currentWebsitePage);
    return `${this.options.baseUrl}/v20${path}?${search}`;
  }
}

function readBody<T>(response: WireResponse, route: string): T {
  const { text } = response;
  const json = text ? safeJson(text) : undefined;
  if (response.status >= 200 && response.status < 300) return json as T;
  const error = (json as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  throw new V20Error(
    response.status,
    typeof error?.code === 'string' ? error.code : `http_${response.status}`,
    typeof error?.message === 'string' ? error.message : response.statusText || 'The request failed.',
    isStringRecord(error?.fields) ? error.fields : {},
    route,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

function asV20Error(err: unknown, route: string): V20Error {
  if (err instanceof V20Error) return err;
  if (err instanceof Error && err.name === 'TimeoutError') {
    return new V20Error(504, 'v20_timeout', 'The v20 api did not answer in time.', {}, route);
  }
  return new V20Error(502, 'v20_unreachable', 'The v20 api could not be reached.', {}, route);
}
