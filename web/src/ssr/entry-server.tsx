// The server-side renderer of the public site (docs/public-site.md). Built by
// `vite build --ssr` into web/dist-ssr and called by the gateway (gateway/http/
// serverRender.ts) for a GET of a public page that accepts HTML. It runs the very
// routes and loaders of the browser, as a guest, and waits for the page's data.
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { Environment, getRequest, Network, RecordSource, Store, type RequestParameters } from 'relay-runtime';
import { HttpStatusCollector } from '../app/meta/HttpStatus';
import { PageMetaCollector, type PageMetaInfo } from '../app/meta/PageMeta';
import type { CredentialStore } from '../app/relay/credentials';
import { createGraphQLFetcher } from '../app/relay/graphqlFetcher';
import { isPublicPage as isPublic } from '../app/relay/publicPages';
import { startGuestSessionMutation } from '../app/relay/startGuestSession';
import { areaRoutes } from '../areaRoutes';
import { createRoutes } from '../routes';

/**
 * The sign-in pages are public but sent as the shell: nothing on them is for search
 * engines or link previews, and a server-rendered sign-in button tapped before the
 * page's code has run would do nothing (a visitor's first tap, and a test's click, lost).
 */
const CLIENT_ONLY = new Set(['/login', '/vendor-login', '/forgot-password', '/reset-password', '/verify-email']);

/** The route table, to match paths only (its loaders never run with this environment). */
let routeTable: RouteObject[] | null = null;

/**
 * A path no page has (only the root's catch-all matches): rendered here as the
 * not-found page, so it answers 404 rather than the 200 of the shell.
 */
function isUnknownPage(pathname: string): boolean {
  routeTable ??= createRoutes(null as never, areaRoutes(null as never));
  const matches = matchRoutes(routeTable, pathname);
  return !matches || (matches.length === 2 && matches[0].route.id === 'root' && matches[1].route.path === '*');
}

/** Whether the gateway renders this path on the server. */
export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (isPublic(pathname) && !CLIENT_ONLY.has(path)) || isUnknownPage(pathname);
}

export interface RenderOptions {
  /** Reaches the gateway's own /graphql (in process); called with a path, as the browser does. */
  fetch: typeof fetch;
  /** The guest session the server renders with, shared by every render (never a visitor's). */
  credentials: CredentialStore;
  /** Past this, rendering is given up and the caller sends the empty shell. */
  timeoutMs: number;
  log(event: string, detail: unknown): void;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string; meta: PageMetaInfo | null }
  | { kind: 'redirect'; status: number; location: string };

/** A fresh Relay environment per render: nothing fetched for one page leaks into another. */
function serverEnvironment(pathname: string, options: RenderOptions): Environment {
  const execute = createGraphQLFetcher({
    fetch: options.fetch,
    credentials: options.credentials,
    currentPage: () => ({ pathname, search: '' }),
    // Public pages recover as guests; a page that wants a sign-in is not rendered here.
    navigate: () => {
      throw new Error('A public page asked for a sign-in while rendering on the server.');
    },
    log: options.log,
    guestSessionOperation: getRequest(startGuestSessionMutation).params as RequestParameters,
  });
  const network = Network.create((params, variables) => execute(params, variables, { authRecovery: true }) as never);
  return new Environment({ network, store: new Store(new RecordSource()), isServer: true });
}

/** Renders `url` (path and query) to HTML, waiting for every Suspense boundary's data. */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const address = new URL(url, 'http://hearth.internal');
  const environment = serverEnvironment(address.pathname, options);
  const routes = createRoutes(environment, areaRoutes(environment));
  const handler = createStaticHandler(routes);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    const context = await handler.query(new Request(address, { signal: abort.signal }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    let meta: PageMetaInfo | null = null;
    let status = context.statusCode;
    const tree = (
      <StrictMode>
        <HttpStatusCollector.Provider value={(s) => { status = s; }}>
          <PageMetaCollector.Provider value={(m) => { meta = m; }}>
            <RelayEnvironmentProvider environment={environment}>
              {/* Loader data (Relay query references) cannot be serialised: the browser runs the loaders again. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RelayEnvironmentProvider>
          </PageMetaCollector.Provider>
        </HttpStatusCollector.Provider>
      </StrictMode>
    );
    const html = await renderAll(tree, abort.signal);
    return { kind: 'page', status, html, meta };
  } finally {
    clearTimeout(timer);
  }
}

/** The whole page once every boundary has its data; rejects on an error or when `signal` aborts. */
function renderAll(tree: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // React otherwise sends a large finished boundary after the rest, swapped in by a
      // script: a crawler or a browser without JavaScript would never see it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed);
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a boundary would be rendered by the browser alone: the shell is as good.
      onError(error) {
        failed ??= error;
      },
    });
    const onAbort = () => {
      stream.abort();
      reject(new Error('Rendering took longer than the time limit.'));
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
