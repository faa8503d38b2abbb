import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadSigningKeys } from './auth/keys.js';
import type { ApiConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './db/seed/index.js';
import { createStorage } from './providers/storage.js';
import type { AppDeps } from './deps.js';
import { createWebhookDispatcher, type WebhookDispatcher } from './events/dispatcher.js';
import { startScheduler, type Scheduler } from './jobs/scheduler.js';
import { outboxMailer } from './providers/mailer.js';

export interface RunningApi {
  app: FastifyInstance;
  deps: AppDeps;
  url: string;
  /** Posts webhook deliveries while the api runs (not in createApi: inject tests drive it themselves). */
  dispatcher: WebhookDispatcher;
  /** Runs the money job every SCHEDULER_INTERVAL_MINUTES (tests call the job directly). */
  scheduler: Scheduler;
  close(): Promise<void>;
}

/** Opens (and migrates, and on first start seeds) the database, then builds the app. */
export async function createApi(config: ApiConfig, database?: Database): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const db =
    database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: config.poolSize, statementTimeoutMs: config.statementTimeoutMs }));
  await migrate(db);
  if (config.seedDemoData) await seedDemoData(db.db, { storage: createStorage(config) });
  const keys = await loadSigningKeys({ jwk: config.signingKey, dataDir: config.dataDir });
  const deps: AppDeps = { config, database: db, keys, mailer: outboxMailer(db.db, config.webOrigin) };
  const app = await buildApp(deps, { logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  return { app, deps };
}

export async function startApi(config: ApiConfig, database?: Database): Promise<RunningApi> {
  const { app, deps } = await createApi(config, database);
  const address = await app.listen({ port: config.port, host: config.host });
  const dispatcher = createWebhookDispatcher({ database: deps.database, config, log: app.log });
  await dispatcher.start();
  const scheduler = startScheduler(deps, { intervalMinutes: config.schedulerIntervalMinutes, log: app.log });
  return {
    app,
    deps,
    url: address.replace('[::1]', 'localhost'),
    dispatcher,
    scheduler,
    async close() {
      await scheduler.stop();
      // Stop taking deliveries first; claims of posts cut short expire and are retried.
      await dispatcher.stop();
      await app.close();
      await deps.database.close();
    },
  };
}
