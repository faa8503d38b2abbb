import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier } from './auth/viewerToken.js';
import { cachingTokenVerifier } from './auth/tokenCache.js';
import type { GatewayConfig } from './config.js';
import { BLOG_FEED_PATH, createBlogFeedHandler, readBlogPosts } from './http/blogFeed.js';
import { createMetrics, type GatewayMetrics } from './http/metrics.js';
import { PUBLISHED_SCHEMA_PATH, servePublishedSchema } from './http/publishedSchema.js';
import { createV20Passthrough } from './http/v20Passthrough.js';
import { GatewayGuestSession, listedHomeIds, robotsTxt, sitemapXml } from './http/publicSite.js';
import { answerClientErrors } from './http/clientErrors.js';
import { createServerRenderer } from './http/serverRender.js';
import { createWebAppHandler } from './http/webApp.js';
import { createLive, WEBHOOK_PATH } from './live/index.js';
import { createGatewayYoga } from './yoga.js';

/** Blog posts (content/blog/<slug>.md), listed in the sitemap. */

export interface RunningGateway {
  url: string;
  /** Resolves once the api accepted this gateway's webhook; null when live updates are off. */
  webhookRegistered: Promise<void> | null;
  close(): Promise<void>;
}

async function serveMetrics(res: ServerResponse, metrics: GatewayMetrics) {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Liveness only: the gateway answers. It does not call v20, so a slow api does
 * not get healthy gateways restarted; GraphQL fields report v20 outages themselves.
 */
function serveHealth(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end('{"status":"ok"}');
}

/** The api cannot deliver to 0.0.0.0: a wildcard listener is reached on loopback by default. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** One node:http server: /graphql, /graphql/schema.graphql, /webhooks/v20, /metrics, /healthz, /blog/feed.xml, and the web app for every other path. */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const metrics = createMetrics();
  const live = createLive(config, metrics);
  const yoga = createGatewayYoga({ config, recorder: metrics, verifyToken: cachingTokenVerifier(createTokenVerifier(config.v20ApiUrl)), pubsub: live.pubsub });
  const blogFeed = createBlogFeedHandler(config);
  const guest = new GatewayGuestSession(config, metrics);
  const log = (message: string, error?: unknown) => console.error(message, error ?? '');
  const renderer = createServerRenderer({
    ssrDir: config.webSsrDir,
    distDir: config.webDistDir,
    // In process, as the browser's POST /graphql: same persisted operations, limits and masking.
    graphqlFetch: (input, init) => Promise.resolve(yoga.fetch(new URL(String(input), 'http://gateway.internal'), init ?? {})),
    guest: { read: () => guest.read(), save: (token) => guest.save(token), clear: () => guest.clear() },
    timeoutMs: config.ssrTimeoutMs,
    log,
  });
  renderer.warm();
  const webApp = createWebAppHandler(config.webDistDir, {
    renderer,
    publicOrigin: config.publicOrigin,
    sitemap: async (origin) => sitemapXml({ origin, homeIds: await listedHomeIds(guest), blogPosts: await readBlogPosts(config.blogDir) }),
    robots: robotsTxt,
    log,
  });

  const passthrough = createV20Passthrough(config);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (pathname === '/graphql') return yoga(req, res);
    if (pathname === PUBLISHED_SCHEMA_PATH) return servePublishedSchema(req, res);
    if (pathname === WEBHOOK_PATH) return live.receiver(req, res);
    if (pathname === '/metrics') return serveMetrics(res, metrics);
    if (pathname === '/healthz') return serveHealth(res);
    if (await passthrough(req, res, new URL(req.url ?? '/', 'http://gateway'))) return;
    if (pathname === BLOG_FEED_PATH) return blogFeed(req, res);
    return webApp(req, res, pathname);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('Gateway request failed:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Something went wrong on our side.');
    });
  });
  answerClientErrors(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  const registration = live.start(`http://${reachableHost(config.host)}:${port}`);
  return {
    url,
    webhookRegistered: registration?.done ?? null,
    async close() {
      registration?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open until they time out.
        server.closeIdleConnections();
        // Subscription streams never end by themselves: give requests in flight a moment, then cut.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      });
      await yoga.dispose();
      await live.close();
    },
  };
}
