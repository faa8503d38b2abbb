import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rows, sql, type Database } from '../../api/db/client.js';
import { migrate, migrationFiles } from '../../api/db/migrate.js';
import { MigrationChangedError } from '../../api/db/migration-checksums.js';
import { SNAPSHOT_FILE } from '../support/snapshot.js';

// A copy of the migrated test database: what a running installation looks like.
let database: Database | undefined;
const cloned = async () => (database = await openDatabase({ loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) }));
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('start-up checks the migrations a database already ran', () => {
  it('records a checksum for every migration it applies, and applies nothing twice', async () => {
    const db = await cloned();
    const recorded = await rows<{ name: string; checksum: string | null }>(db.db, sql`SELECT name, checksum FROM schema_migrations ORDER BY name`);
    expect(recorded.map((r) => r.name)).toEqual(migrationFiles());
    expect(recorded.filter((r) => !/^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses to start when a migration it ran was edited since', async () => {
    const db = await cloned();
    const [first] = migrationFiles();
    await db.db.execute(sql`UPDATE schema_migrations SET checksum = ${'0'.repeat(64)} WHERE name = ${first}`);
    await expect(migrate(db)).rejects.toThrow(MigrationChangedError);
    await expect(migrate(db)).rejects.toThrow(new RegExp(`Migration ${first} differs`));
  });

  it('a database migrated before checksums existed adopts the files as they are', async () => {
    const db = await cloned();
    await db.db.execute(sql`UPDATE schema_migrations SET checksum = NULL`);
    expect(await migrate(db)).toEqual([]);
    const [{ missing }] = await rows<{ missing: number }>(db.db, sql`SELECT count(*)::int AS missing FROM schema_migrations WHERE checksum IS NULL`);
    expect(missing).toBe(0);
  });
});
