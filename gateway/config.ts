import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** The web client's persisted operations (relay-compiler persistConfig output). */
  PERSISTED_OPERATIONS_FILE: z.string().min(1).default('web/persisted-queries.json'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Reserved for subscriptions shared between gateway instances (not used yet). */
  REDIS_URL: z.string().url().optional(),
});

export interface GatewayConfig {
  port: number;
  host: string;
  v20ApiUrl: string;
  v20PublicUrl: string;
  v20TimeoutMs: number;
  webDistDir: string;
  persistedOperationsFile: string;
  isProduction: boolean;
  redisUrl?: string;
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
  const apiUrl = withoutTrailingSlash(c.V20_API_URL);
  return {
    port: c.PORT,
    host: c.HOST,
    v20ApiUrl: apiUrl,
    v20PublicUrl: c.V20_PUBLIC_URL ? withoutTrailingSlash(c.V20_PUBLIC_URL) : apiUrl,
    v20TimeoutMs: c.V20_TIMEOUT_MS,
    webDistDir: resolve(c.WEB_DIST_DIR),
    persistedOperationsFile: resolve(c.PERSISTED_OPERATIONS_FILE),
    isProduction: c.NODE_ENV === 'production',
    redisUrl: c.REDIS_URL,
  };
}
