import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadSigningKeys } from '../../api/auth/keys.js';
import { loadApiConfig } from '../../api/config.js';
import { openDatabase, type Database } from '../../api/db/client.js';
import { outboxMailer } from '../../api/providers/mailer.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

// Without TEST_DATABASE_URL the suite is reported as skipped, with the reason (support/servers.ts).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const REQUESTS = 100;
const LIMIT = 30; // card_tokens_per_address

let fresh: FreshDatabase;
let secondPool: Database;
const apps: FastifyInstance[] = [];

/** An api instance with a connection pool of its own on `database`, as a second process would have. */
async function instance(database: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-scale-'));
  const config = loadApiConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', API_PORT: '0' });
  const app = await buildApp({ config, database, keys: await loadSigningKeys({ dataDir }), mailer: outboxMailer(database.db) });
  await app.ready();
  return app;
}

describeWith(['postgres'], 'a declared rate limit on PostgreSQL, two api instances', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, 25);
    const url = new URL(serverUrl);
    url.pathname = `/${fresh.name}`;
    secondPool = await openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
    apps.push(await instance(fresh.database), await instance(secondPool));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await secondPool?.close();
    await fresh?.drop();
  });

  it(`answers exactly ${LIMIT} of ${REQUESTS} concurrent requests from one address, the rest 429 with Retry-After`, async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => apps[i % 2]!.inject({
      method: 'POST', url: '/v20/test-payments/card-tokens', payload: card, remoteAddress: '198.51.100.70',
    })));
    const ok = answers.filter((r) => r.statusCode === 200);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(REQUESTS - LIMIT);
    for (const r of limited) {
      expect(r.json().error.code).toBe('rate_limited');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
