import { resolve } from 'node:path';
import { z } from 'zod';
import { TrustProxyVariable } from '../common/trusted-proxies.js';

/**
 * Every setting of the gateway, read and validated in one place. A bad value stops
 * start-up with a message naming the variable.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the gateway reaches the v20 api (server to server). */
  V20_API_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Base URL browsers use for api files (photos); defaults to V20_API_URL. */
  V20_PUBLIC_URL: z.string().url().optional(),
  /** A REST call slower than this fails (the GraphQL field errors) instead of hanging. */
  V20_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  /** The server-side renderer's build (`vite build --ssr`); defaults to WEB_DIST_DIR's sibling `<name>-ssr` (web/dist-ssr). */
  WEB_SSR_DIR: z.string().min(1).optional(),
  /** How long a public page may take to render on the server before the empty shell is sent instead. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** The web client's persisted operations (relay-compiler persistConfig output). */
  PERSISTED_OPERATIONS_FILE: z.string().min(1).default('web/persisted-queries.json'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Redis for live updates shared between gateway instances: the pub/sub every
   * instance listens on, and the seen-event-id store, so an event delivered to two
   * instances is published once. Unset: both in memory (one instance only).
   */
  REDIS_URL: z.string().url().optional(),
  /**
   * Shared with the api (its WEBHOOK_SHARED_SECRET): signs the gateway's webhook
   * registration and every delivery to /webhooks/v20. Unset: live updates are off
   * (subscriptions are accepted but hear nothing).
   */
  WEBHOOK_SHARED_SECRET: z.string().min(32).optional(),
  /** Where the api delivers events; defaults to this gateway's own listening address + /webhooks/v20. */
  GATEWAY_WEBHOOK_URL: z.string().url().optional(),
  /** Name of the gateway's system webhook at the api (one per deployment, shared by its instances). */
  /**
   * Addresses or CIDR ranges of the proxies in front of the gateway whose
   * X-Forwarded-For names the browser. Default: none (the socket's peer is the browser).
   */
  TRUST_PROXY: TrustProxyVariable,
  GATEWAY_WEBHOOK_NAME: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'lowercase letters, digits, - and _').default('gateway'),
  /** Points (v20 calls) a partner token's bucket holds when full (gateway/budget). */
  GATEWAY_PARTNER_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Points a partner token's bucket regains per second. */
  GATEWAY_PARTNER_RESTORE_RATE: z.coerce.number().positive().max(1_000_000).default(50),
  /**
   * The site's public address (scheme, host, port; no path: `https://hearth.example`),
   * used in canonical links, Open Graph tags, the sitemap, robots.txt and the blog feed.
   * Unset: each request's own plain Host header (fine locally; set it in production so
   * a spoofed Host cannot change them).
   */
  PUBLIC_ORIGIN: z.string().url()
    .refine((url) => /^https?:$/.test(new URL(url).protocol), 'must be an http(s) address')
    .refine((u) => new URL(u).pathname === '/' && !new URL(u).search, 'an origin such as https://hearth.example, without a path')
    .optional(),
  /** Folder of the blog's Markdown posts (content/blog/<slug>.md), read for the Atom feed. */
  BLOG_DIR: z.string().min(1).default('content/blog'),
  /** A message shown above the header of every public page until the visitor dismisses it. Unset: no banner. */
  SITE_BANNER: z.string().trim().min(1).max(280).refine((text) => !/[\r\n]/.test(text), 'one line of text').optional(),
  /** Where the banner leads: a path on this site (`/blog/...`) or an http(s) address. Needs SITE_BANNER. */
  SITE_BANNER_LINK: z
    .string()
    .refine((link) => (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(link), 'a path starting with / or an http(s) address')
    .optional(),
});

export interface GatewayConfig {
  port: number;
  host: string;
  v20ApiUrl: string;
  v20PublicUrl: string;
  v20TimeoutMs: number;
  webDistDir: string;
  webSsrDir: string;
  ssrTimeoutMs: number;
  persistedOperationsFile: string;
  isProduction: boolean;
  redisUrl?: string;
  webhookSharedSecret?: string;
  webhookUrl?: string;
  webhookName: string;
  trustedProxies: string[];
  /** Each partner token's leaky bucket of v20 calls (gateway/budget). */
  partnerBudget: { maximumAvailable: number; restoreRate: number };
  /** PUBLIC_ORIGIN without a trailing slash; unset: each request's own (http/publicOrigin.ts). */
  publicOrigin?: string;
  /** Folder of the blog's Markdown posts. */
  blogDir: string;
  /** The dismissible site banner (SITE_BANNER, SITE_BANNER_LINK), or null: none is configured. */
  siteBanner: SiteBannerSetting | null;
}

export interface SiteBannerSetting {
  text: string;
  link: string | null;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Empty variables (`PORT=`) mean "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.SITE_BANNER_LINK && !c.SITE_BANNER) {
    throw new Error('Invalid gateway configuration:\n  SITE_BANNER_LINK: needs SITE_BANNER (the text the link is on)');
  }
  const apiUrl = withoutTrailingSlash(c.V20_API_URL);
  return {
    port: c.PORT,
    host: c.HOST,
    v20ApiUrl: apiUrl,
    v20PublicUrl: c.V20_PUBLIC_URL ? withoutTrailingSlash(c.V20_PUBLIC_URL) : apiUrl,
    v20TimeoutMs: c.V20_TIMEOUT_MS,
    webDistDir: resolve(c.WEB_DIST_DIR),
    webSsrDir: resolve(c.WEB_SSR_DIR ?? `${withoutTrailingSlash(c.WEB_DIST_DIR)}-ssr`),
    ssrTimeoutMs: c.SSR_TIMEOUT_MS,
    persistedOperationsFile: resolve(c.PERSISTED_OPERATIONS_FILE),
    isProduction: c.NODE_ENV === 'production',
    redisUrl: c.REDIS_URL,
    webhookSharedSecret: c.WEBHOOK_SHARED_SECRET,
    webhookUrl: c.GATEWAY_WEBHOOK_URL,
    webhookName: c.GATEWAY_WEBHOOK_NAME,
    trustedProxies: c.TRUST_PROXY,
    partnerBudget: { maximumAvailable: c.GATEWAY_PARTNER_BUDGET, restoreRate: c.GATEWAY_PARTNER_RESTORE_RATE },
    publicOrigin: c.PUBLIC_ORIGIN ? new URL(c.PUBLIC_ORIGIN).origin : undefined,
    blogDir: resolve(c.BLOG_DIR),
    siteBanner: c.SITE_BANNER ? { text: c.SITE_BANNER, link: c.SITE_BANNER_LINK ?? null } : null,
  };
}
