import { resolve } from 'node:path';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../common/uploads.js';
import { TrustProxyVariable } from '../common/trusted-proxies.js';

/**
 * Every setting of the api, read and validated in one place. A bad value stops
 * start-up with a message naming the variable.
 */
const Env = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  API_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Public base URL of the api, used in links it hands out (photos, uploads). */
  API_PUBLIC_URL: z.string().url().optional(),
  /** Ed25519 private key as a JWK (JSON); otherwise one is generated into DATA_DIR. */
  SESSION_SIGNING_KEY: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Addresses or CIDR ranges (comma-separated) of the proxies whose
   * X-Forwarded-For names the client. Default: none, so the header is ignored
   * and a caller cannot pick the address its rate limits are counted against.
   */
  TRUST_PROXY: TrustProxyVariable,
  /** Fill an empty database with the demo homes and users. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest file one upload may hold (bytes); the product's cap is 10 MB. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(UPLOAD_MAX_BYTES).default(UPLOAD_MAX_BYTES),
  /** Secret of signed upload and download addresses; otherwise one is generated into DATA_DIR. */
  FILE_SIGNING_SECRET: z.string().min(32).optional(),
  /** Secret of the SSN fingerprints (HMAC); otherwise one is generated into DATA_DIR. */
  SSN_HASH_SECRET: z.string().min(32).optional(),
  /** Identity and background screening provider: the local simulator is the only one so far. */
  SCREENING_PROVIDER: z.enum(['simulator']).default('simulator'),
  /**
   * The operator's secret for system webhooks (docs/live.md): it signs their
   * registration (PUT /internal/system-webhooks/{name}) and their deliveries.
   * Unset: system webhooks are disabled (503).
   */
  WEBHOOK_SHARED_SECRET: z.string().min(32).optional(),
  /**
   * `host` or `host:port` entries (comma-separated) a webhook may target although
   * they resolve to a private or loopback address: explicit operator trust, e.g.
   * the local gateway. Default: none.
   */
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: z.string().default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** After this many failed attempts a webhook delivery is `failed`. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  /** Minutes between runs of the money job (compute-monthly-recurring-charges); 0 turns the scheduler off. */
  SCHEDULER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(60),
  /** Days the request log (GET /backend-requests) keeps a request; the hourly job deletes older ones. */
  REQUEST_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
});

export type ApiConfig = ReturnType<typeof loadApiConfig>;

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = resolve(c.DATA_DIR);
  return {
    port: c.API_PORT,
    host: c.API_HOST,
    dataDir,
    pgliteDir: resolve(dataDir, 'pg'),
    databaseUrl: c.DATABASE_URL,
    poolSize: c.DATABASE_POOL_SIZE,
    publicUrl: c.API_PUBLIC_URL ?? `http://localhost:${c.API_PORT}`,
    signingKey: c.SESSION_SIGNING_KEY,
    sessionTtlHours: c.SESSION_TTL_HOURS,
    loginMaxFailures: c.LOGIN_MAX_FAILURES,
    loginWindowMinutes: c.LOGIN_WINDOW_MINUTES,
    trustedProxies: c.TRUST_PROXY,
    seedDemoData: c.SEED_DEMO_DATA,
    logLevel: c.LOG_LEVEL,
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    fileSigningSecret: c.FILE_SIGNING_SECRET,
    ssnHashSecret: c.SSN_HASH_SECRET,
    screeningProvider: c.SCREENING_PROVIDER,
    webhookSharedSecret: c.WEBHOOK_SHARED_SECRET,
    webhookAllowedPrivateHosts: c.WEBHOOK_ALLOWED_PRIVATE_HOSTS,
    webhookMaxAttempts: c.WEBHOOK_MAX_ATTEMPTS,
    schedulerIntervalMinutes: c.SCHEDULER_INTERVAL_MINUTES,
    requestLogRetentionDays: c.REQUEST_LOG_RETENTION_DAYS,
  };
}
