import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../api/app.js';
import { createApi, startApi, type RunningApi } from '../../api/boot.js';
import { loadApiConfig } from '../../api/config.js';
import { openDatabase } from '../../api/db/client.js';
import { DEMO_PASSWORD, demoUser } from '../../api/db/seed/demo-users.js';
import type { AppDeps } from '../../api/deps.js';
import type { UserRole } from '../../common/enums.js';
import { ensureSnapshot } from './snapshot.js';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestApi {
  app: FastifyInstance;
  deps: AppDeps;
  /** Logs a demo user in (by key of DEMO_USERS) and returns the bearer token. */
  login(key: string, role?: UserRole): Promise<string>;
  guestToken(): Promise<string>;
  /**
   * `fastify.inject` with an optional bearer token; url without the /v20 prefix.
   * `remoteAddress` is the caller's socket address (127.0.0.1 unless given).
   */
  call(method: InjectOptions['method'], url: string, opts?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

function testConfig(overrides: Record<string, string> = {}) {
  return loadApiConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-test-')),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    API_PORT: '0',
    ...overrides,
  });
}

/**
 * The test run's global setup has made the snapshot already; a bench (bench/public.ts)
 * on a fresh clone has not, so it is made here when missing or stale.
 */
async function cloneSnapshot() {
  return openDatabase({ loadDataDir: new Blob([readFileSync(await ensureSnapshot())]) });
}

/** A fresh api on its own copy of the seeded test database (no port). */
export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const { app, deps } = await createApi(testConfig(env), await cloneSnapshot());
  await app.ready();
  return withHelpers(app, deps, async () => {
    await app.close();
    await deps.database.close();
    removeDataDir(deps);
  });
}

/**
 * Another api instance on `first`'s database, keys and settings, as a second
 * instance behind a load balancer: what one counts or stores, the other sees.
 * Closing it leaves `first` running.
 */
export async function createSecondInstance(first: TestApi): Promise<TestApi> {
  const app = await buildApp(first.deps);
  await app.ready();
  return withHelpers(app, first.deps, () => app.close());
}

/** The same, listening on an ephemeral port (for the gateway and e2e tests). */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi & { url: string }> {
  const running: RunningApi = await startApi(testConfig(env), await cloneSnapshot());
  const close = async () => {
    await running.close();
    removeDataDir(running.deps);
  };
  return { ...withHelpers(running.app, running.deps, close), url: running.url };
}

/** Each test api has its own temporary DATA_DIR (keys, uploaded files): gone with it. */
function removeDataDir(deps: AppDeps) {
  rmSync(deps.config.dataDir, { recursive: true, force: true });
}

function withHelpers(app: FastifyInstance, deps: AppDeps, close: () => Promise<void>): TestApi {
  const call: TestApi['call'] = (method, url, opts = {}) =>
    app.inject({
      method,
      url: `/v20${url}`,
      payload: opts.body as InjectOptions['payload'],
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
  return {
    app,
    deps,
    call,
    async login(key, role) {
      const user = demoUser(key);
      const res = await call('POST', '/email-login', {
        body: { email: user.email, password: DEMO_PASSWORD, user_role: role ?? user.roles[0] },
      });
      if (res.statusCode !== 200) throw new Error(`login ${key} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async guestToken() {
      const res = await call('POST', '/g/session');
      return res.json().token as string;
    },
    close,
  };
}

/**
 * A session token for a demo user minted directly (no /email-login round trip),
 * for tests of routes other than auth.
 */
export async function tokenFor(deps: AppDeps, key: string, role?: UserRole): Promise<string> {
  const { randomUUID } = await import('node:crypto');
  const { eq, sql } = await import('drizzle-orm');
  const { users, sessions } = await import('../../api/db/schema.js');
  const { signToken } = await import('../../api/auth/tokens.js');
  const demo = demoUser(key);
  const [user] = await deps.database.db.select().from(users).where(eq(sql`lower(${users.email})`, demo.email)).limit(1);
  if (!user) throw new Error(`demo user ${key} is not seeded`);
  const sid = randomUUID();
  const userRole = role ?? demo.roles[0];
  await deps.database.db.insert(sessions).values({ id: sid, userId: user.id, typ: 'session', userRole, expiresAt: new Date(Date.now() + 3600_000) });
  return signToken(deps.keys, { sub: String(user.id), sid, typ: 'session', user_role: userRole, staff: user.isStaff }, 3600);
}
