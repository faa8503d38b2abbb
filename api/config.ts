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
  /**
   * PostgreSQL only: the server cancels any statement of the api's pool running longer
   * (statement_timeout), so one the gateway gave up on stops too; the request answers
   * 503 `database_timeout`. 0 turns it off. Migrations run without it.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** Public base URL of the api, used in links it hands out (photos, uploads). */
  API_PUBLIC_URL: z.string().url().optional(),
  /**
   * The site's public address (the gateway reads the same variable): links in mail
   * are written with it. Unset: the gateway's local address (http://localhost:PORT).
   */
  PUBLIC_ORIGIN: z.literal('').or(z.string().refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http(s) address')).optional(),
  /** The gateway's port (its own setting), for the local default of PUBLIC_ORIGIN. */
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
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
  /** `production` turns the local sign-in provider off unless LOCAL_IDENTITY_PROVIDER=on says otherwise. */
  NODE_ENV: z.string().optional(),
  /**
   * The built-in OpenID Connect provider for development and tests (docs/sign-in.md):
   * anyone can sign in as anyone through it, so it must be off in production.
   * Default: on, except when NODE_ENV=production.
   */
  LOCAL_IDENTITY_PROVIDER: z.enum(['on', 'off']).optional(),
  /** The client id the local provider issues ID tokens to (their `aud`). */
  LOCAL_IDENTITY_CLIENT_ID: z.string().min(1).max(200).default('hearth-web'),
  /** Ed25519 private JWK of the local provider; otherwise one is generated into DATA_DIR. */
  LOCAL_IDENTITY_SIGNING_KEY: z.string().optional(),
  /** Google sign-in: on when the client id is set (docs/sign-in.md). */
  GOOGLE_OIDC_CLIENT_ID: z.string().min(1).max(300).optional(),
  GOOGLE_OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_OIDC_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_OIDC_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** Sign in with Apple: on when the client id (the Services ID) is set. */
  APPLE_OIDC_CLIENT_ID: z.string().min(1).max(300).optional(),
  APPLE_OIDC_ISSUER: z.string().url().default('https://appleid.apple.com'),
  APPLE_OIDC_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_OIDC_AUTHORIZATION_URL: z.string().url().default('https://appleid.apple.com/auth/authorize'),
  /** Secret of the verification codes' HMAC; otherwise one is generated into DATA_DIR. */
  VERIFICATION_CODE_SECRET: z.string().min(32).optional(),
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
    statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
    publicUrl: c.API_PUBLIC_URL ?? `http://localhost:${c.API_PORT}`,
    /** The web app's origin for links in mail (PUBLIC_ORIGIN). */
    webOrigin: c.PUBLIC_ORIGIN ? new URL(c.PUBLIC_ORIGIN).origin : `http://localhost:${c.PORT || 4000}`,
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
    localIdentity: {
      enabled: c.LOCAL_IDENTITY_PROVIDER ? c.LOCAL_IDENTITY_PROVIDER === 'on' : c.NODE_ENV !== 'production',
      clientId: c.LOCAL_IDENTITY_CLIENT_ID,
      signingKey: c.LOCAL_IDENTITY_SIGNING_KEY,
    },
    google: c.GOOGLE_OIDC_CLIENT_ID
      ? { clientId: c.GOOGLE_OIDC_CLIENT_ID, issuer: c.GOOGLE_OIDC_ISSUER, jwksUrl: c.GOOGLE_OIDC_JWKS_URL, authorizationUrl: c.GOOGLE_OIDC_AUTHORIZATION_URL }
      : null,
    apple: c.APPLE_OIDC_CLIENT_ID
      ? { clientId: c.APPLE_OIDC_CLIENT_ID, issuer: c.APPLE_OIDC_ISSUER, jwksUrl: c.APPLE_OIDC_JWKS_URL, authorizationUrl: c.APPLE_OIDC_AUTHORIZATION_URL }
      : null,
    verificationCodeSecret: c.VERIFICATION_CODE_SECRET,
  };
}
