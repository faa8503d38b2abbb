import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../api/db/client.js';
import { migrate } from '../../../api/db/migrate.js';

export interface FreshDatabase {
  database: Database;
  name: string;
  drop(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server, migrated with the real
 * migrations, and dropped afterwards: scale tests never touch data they did not make.
 */
export async function freshDatabase(serverUrl: string, poolSize: number): Promise<FreshDatabase> {
  const name = `hearth_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  await migrate(database);
  return {
    database,
    name,
    async drop() {
      await database.close();
      // Not WITH (FORCE): that kills connections the pool is still closing, and
      // they report it as an error. Wait for them to go instead.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}
