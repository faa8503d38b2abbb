import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export async function findUserFlags(ex: Executor, userId: number) {
  const [row] = await ex.select({ hasUsSsn: users.hasUsSsn, needsScreening: users.needsScreening }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('user');
  return row;
}
