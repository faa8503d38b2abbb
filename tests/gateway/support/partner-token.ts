import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { signToken } from '../../../api/auth/tokens.js';
import { sessions, users } from '../../../api/db/schema.js';
import { demoUser } from '../../../api/db/seed/demo-users.js';
import type { TestApi } from '../../support/api.js';

export interface PartnerToken {
  token: string;
  /** The token's session id: its budget's key at the gateway. */
  sid: string;
}

/**
 * A partner API token for a seeded manager, as the api signs it (typ "partner",
 * `sid` naming the row the api checks on every request). The only place tests
 * mint one: at merge it becomes a call to the real token route.
 */
export async function partnerTokenFor(api: Pick<TestApi, 'deps'>, key = 'manager'): Promise<PartnerToken> {
  const demo = demoUser(key);
  const { db } = api.deps.database;
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, demo.email)).limit(1);
  if (!user) throw new Error(`demo user ${key} is not seeded`);
  const sid = randomUUID();
  await db.insert(sessions).values({ id: sid, userId: user.id, typ: 'partner', userRole: 'manager', expiresAt: new Date(Date.now() + 3600_000) });
  const token = await signToken(api.deps.keys, { sub: String(user.id), sid, typ: 'partner', user_role: 'manager' }, 3600);
  return { token, sid };
}
