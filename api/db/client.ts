import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete' | 'transaction'>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`. NOTIFY is transactional: it
   * arrives when the writing transaction commits, never before, never after a
   * rollback. Returns the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a tarball of the data directory, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; undefined keeps it in memory. */
  pgliteDir?: string;
  /** PGlite only: start from this dump instead of an empty database. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: statement_timeout of the pool's connections, in ms (0: none). PGlite runs
   * in the api's own process with no second connection to cancel from, so it has none.
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.statementTimeoutMs ?? 0);
  return openPglite(opts);
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.loadDataDir,
    // pg_trgm: staff global search (migration 0031, docs/staff-search.md).
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}

async function openPostgres(url: string, max: number, statementTimeoutMs: number): Promise<Database> {
  // Sent at connection start-up, so RESET brings it back after exec's scripts.
  const pool = new pg.Pool({ connectionString: url, max, ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}) });
  // Fail at start-up, with a clear message, rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    exec: async (script) => {
      // One connection for the whole script, rolled back on failure, so a broken
      // transaction never goes back into the pool.
      const conn = await pool.connect();
      try {
        // Migrations (an index on a big table) may take longer than any request should.
        await conn.query('SET statement_timeout = 0');
        await conn.query(script);
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        await conn.query('RESET statement_timeout').catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify) => listenPostgres(pool, channel, onNotify),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens; it is taken
 * from the pool once and given back when listening stops.
 */
async function listenPostgres(pool: pg.Pool, channel: string, onNotify: (payload: string) => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  const conn = await pool.connect();
  const handler = (message: pg.Notification) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  };
  conn.on('notification', handler);
  await conn.query(`LISTEN ${channel}`);
  return async () => {
    conn.off('notification', handler);
    await conn.query(`UNLISTEN ${channel}`).catch(() => undefined);
    conn.release();
  };
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function rows<T>(ex: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
