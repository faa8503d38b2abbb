import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface OutboxFilter {
  to?: string;
  kind?: string;
  beforeId?: number;
  limit: number;
}

/** Mail the outbox mailbox holds, newest first (by id: ids follow insertion). */
export async function listOutboxMessages(ex: Executor, f: OutboxFilter): Promise<OutboxRow[]> {
  const where: SQL[] = [];
  if (f.to) where.push(eq(sql`lower(${outboxMessages.toEmail})`, f.to));
  if (f.kind) where.push(eq(outboxMessages.kind, f.kind));
  if (f.beforeId) where.push(lt(outboxMessages.id, f.beforeId));
  return ex.select().from(outboxMessages).where(and(...where)).orderBy(desc(outboxMessages.id)).limit(f.limit);
}
