// One api on a fresh database of the PostgreSQL server, as the race suites need it:
// built in-process (fastify.inject), no demo data, its own signing keys, and session
// tokens minted for users a suite inserts itself.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/app.js';
import { loadSigningKeys } from '../../../api/auth/keys.js';
import { signToken } from '../../../api/auth/tokens.js';
import { loadApiConfig } from '../../../api/config.js';
import { sql, type Db } from '../../../api/db/client.js';
import type { AppDeps } from '../../../api/deps.js';
import { outboxMailer } from '../../../api/providers/mailer.js';
import type { UserRole } from '../../../common/enums.js';
import { freshDatabase } from './fresh-database.js';

export interface ApiOnServer {
  app: FastifyInstance;
  deps: AppDeps;
  db: Db;
  /** A signed session token of `userId` in `role` (a row in `sessions`, valid an hour). */
  sessionToken(userId: number, role: UserRole, staff?: boolean): Promise<string>;
  close(): Promise<void>;
}

/** `connections`: the pool size the suite's concurrent calls need. */
export async function startApiOnServer(serverUrl: string, connections: number): Promise<ApiOnServer> {
  const fresh = await freshDatabase(serverUrl, connections);
  const db = fresh.database.db;
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-scale-'));
  const config = loadApiConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', API_PORT: '0' });
  const deps: AppDeps = { config, database: fresh.database, keys: await loadSigningKeys({ dataDir }), mailer: outboxMailer(db) };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app, deps, db,
    async sessionToken(userId, role, staff = false) {
      const sid = randomUUID();
      await db.execute(sql`INSERT INTO sessions (id, user_id, typ, user_role, expires_at)
        VALUES (${sid}, ${userId}, 'session', ${role}, now() + interval '1 hour')`);
      return signToken(deps.keys, { sub: String(userId), sid, typ: 'session', user_role: role, staff }, 3600);
    },
    async close() {
      await app.close();
      await fresh.drop();
    },
  };
}
