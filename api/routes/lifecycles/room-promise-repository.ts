import { sql, type Executor } from '../../db/client.js';

/** Locks the bedroom's row for the rest of the transaction, so two promises of one room take turns. */
export async function lockBedroomRow(tx: Executor, bedroomId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM bedrooms WHERE id = ${bedroomId} FOR UPDATE`);
}
