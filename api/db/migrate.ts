import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';
import { rows, sql } from './client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Ordered SQL files, applied once each, in name order. Never edit one that has landed. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

export async function migrate(database: Database): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    if (await isApplied(database, file)) continue;
    const script = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    try {
      // The transaction-scoped lock makes concurrent api start-ups take turns; the
      // loser then fails on the already-applied script and finds it recorded below.
      await database.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(727274);\n${script}\n;` +
          `INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
      );
      applied.push(file);
    } catch (err) {
      await database.exec('ROLLBACK').catch(() => undefined);
      if (!(await isApplied(database, file))) throw err;
    }
  }
  return applied;
}

async function isApplied(database: Database, file: string): Promise<boolean> {
  const found = await rows<{ name: string }>(
    database.db,
    sql`SELECT name FROM schema_migrations WHERE name = ${file}`,
  );
  return found.length > 0;
}
