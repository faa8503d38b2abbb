// Demo data figures (`npm run bench`, or `BENCH_ONLY=seed`): how long a first start
// spends migrating and seeding an empty database (in-memory PGlite), each step on
// its own. Speed is measured here, never asserted by a test.
import { openDatabase } from '../api/db/client.js';
import { migrate } from '../api/db/migrate.js';
import { seedDemoData } from '../api/db/seed/index.js';

export async function seedFigures(emit: (obj: Record<string, unknown>) => void): Promise<void> {
  const database = await openDatabase({});
  try {
    let started = performance.now();
    const migrations = await migrate(database);
    const migrateMs = Math.round(performance.now() - started);
    started = performance.now();
    await seedDemoData(database.db);
    emit({ metric: 'first_start_database', engine: 'pglite (memory)', migrations: migrations.length, migrate_ms: migrateMs, seed_ms: Math.round(performance.now() - started) });
  } finally {
    await database.close();
  }
}
