import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';
import { rows, sql } from './client.js';
import { checksumOf, MigrationChangedError } from './migration-checksums.js';
import type { SchemaMigrationsRow } from './__generated__/rows.js';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK = 727274;

/** Ordered SQL files, applied once each, in name order. Never edit one that has landed. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

export function migrationScript(file: string): string {
  return readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
}

/**
 * Applies the migrations this database has not run, after checking that none it
 * has run was changed since (start-up stops with MigrationChangedError).
 */
export async function migrate(database: Database): Promise<string[]> {
  // Under the same lock as the migrations, so instances starting together take turns.
  await database.exec(`BEGIN;\nSELECT pg_advisory_xact_lock(${LOCK});
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;\nCOMMIT;`);
  const ran = await appliedChecksums(database);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const script = migrationScript(file);
    const checksum = checksumOf(script);
    if (ran.has(file)) {
      await checkUnchanged(database, file, ran.get(file) ?? null, checksum);
      continue;
    }
    try {
      // The transaction-scoped lock makes concurrent api start-ups take turns; the
      // loser then fails on the already-applied script and finds it recorded below.
      await database.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(${LOCK});\n${script}\n;` +
          `INSERT INTO schema_migrations (name, checksum) VALUES ('${file}', '${checksum}');\nCOMMIT;`,
      );
      applied.push(file);
    } catch (err) {
      await database.exec('ROLLBACK').catch(() => undefined);
      const now = await appliedChecksums(database);
      if (!now.has(file)) throw err;
      await checkUnchanged(database, file, now.get(file) ?? null, checksum);
    }
  }
  return applied;
}

/** Databases migrated before checksums were recorded adopt the files as they are now. */
async function checkUnchanged(database: Database, file: string, recorded: string | null, checksum: string): Promise<void> {
  if (recorded === null) {
    await database.db.execute(sql`UPDATE schema_migrations SET checksum = ${checksum} WHERE name = ${file} AND checksum IS NULL`);
    return;
  }
  if (recorded !== checksum) throw new MigrationChangedError(file, recorded, checksum);
}

async function appliedChecksums(database: Database): Promise<Map<string, string | null>> {
  const found = await rows<Pick<SchemaMigrationsRow, 'name' | 'checksum'>>(database.db, sql`SELECT name, checksum FROM schema_migrations`);
  return new Map(found.map((r) => [r.name, r.checksum]));
}
