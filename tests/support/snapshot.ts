import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../api/db/client.js';
import { migrate } from '../../api/db/migrate.js';
import { seedDemoData } from '../../api/db/seed/index.js';

export const TEST_DATA_DIR = resolve('.test-data');
export const SNAPSHOT_FILE = join(TEST_DATA_DIR, 'snapshot.tar');
const STAMP_FILE = join(TEST_DATA_DIR, 'snapshot.stamp');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Changes whenever a migration or the seed changes, so a stale snapshot is rebuilt. */
function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder('api/db/migrations'), ...filesUnder('api/db/seed'), ...filesUnder('api/domain'), ...filesUnder('common')].sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A migrated, seeded PGlite database dumped to a tarball once per test run: every
 * test file clones it (about 0.5 s) instead of migrating and seeding (several s).
 */
export async function ensureSnapshot(): Promise<string> {
  const stamp = sourceStamp();
  if (existsSync(SNAPSHOT_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp) {
    return SNAPSHOT_FILE;
  }
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const database = await openDatabase({});
  await migrate(database);
  await seedDemoData(database.db);
  const blob = await database.dump!();
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await blob.arrayBuffer()));
  writeFileSync(STAMP_FILE, stamp);
  await database.close();
  return SNAPSHOT_FILE;
}
