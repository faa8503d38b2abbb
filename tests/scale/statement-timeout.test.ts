import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadSigningKeys } from '../../api/auth/keys.js';
import { loadApiConfig } from '../../api/config.js';
import { openDatabase, type Database } from '../../api/db/client.js';
import { outboxMailer } from '../../api/providers/mailer.js';
import { freshDatabase, type FreshDatabase } from './support/fresh-database.js';
import { describeWith } from './support/servers.js';

// DB_STATEMENT_TIMEOUT_MS: a statement the server runs past it is canceled, and the
// request answers 503 database_timeout rather than 500 (or running on for minutes).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const TIMEOUT_MS = 300;

let fresh: FreshDatabase;
let database: Database;
let app: FastifyInstance;
let holder: pg.Client;

describeWith(['postgres'], 'statement timeout (DB_STATEMENT_TIMEOUT_MS)', () => {
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl, 2);
    const url = new URL(serverUrl);
    url.pathname = `/${fresh.name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-scale-'));
    const config = loadApiConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', API_PORT: '0', DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, statementTimeoutMs: config.statementTimeoutMs });
    app = await buildApp({ config, database, keys: await loadSigningKeys({ dataDir }), mailer: outboxMailer(database.db) });
    await app.ready();
    holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await app?.close();
    await database?.close();
    await fresh?.drop();
  });

  it('a statement running past the timeout is canceled by the server', async () => {
    await expect(database.db.execute('SELECT pg_sleep(2)' as never)).rejects.toMatchObject({ cause: { code: '57014' } });
  });

  it('a request whose statement is canceled answers 503 database_timeout', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/v20/g/session' })).json().token as string;
    const listings = () => app.inject({ method: 'GET', url: '/v20/g/listings', headers: { authorization: `Bearer ${guest}` } });
    expect((await listings()).statusCode).toBe(200);
    // Another connection holds the homes table, so the listing's read waits past the timeout.
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE buildings IN ACCESS EXCLUSIVE MODE');
    try {
      const res = await listings();
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('database_timeout');
    } finally {
      await holder.query('ROLLBACK');
    }
    // Once the table is free again the same request answers.
    expect((await listings()).statusCode).toBe(200);
  });

  it('migrations (exec) run without the timeout', async () => {
    await expect(database.exec('SELECT pg_sleep(0.6);')).resolves.toBeUndefined();
    // and give the connection back with it in force again
    await expect(database.db.execute('SELECT pg_sleep(2)' as never)).rejects.toMatchObject({ cause: { code: '57014' } });
  });
});
