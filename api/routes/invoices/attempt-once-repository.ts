import { rows, sql, type Db } from '../../db/client.js';
import type { IdempotencyKeysRow } from '../../db/__generated__/rows.js';

/** Claims the key for this request; false when another request holds it. */
export async function claimKey(db: Db, owner: number, key: string, route: string, hash: string): Promise<boolean> {
  const claimed = await rows<Pick<IdempotencyKeysRow, 'key'>>(db, sql`
      INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES (${owner}, ${key}, ${route}, ${hash})
      ON CONFLICT (user_id, key) DO NOTHING RETURNING key`);
  return claimed.length > 0;
}

/** The key's request and, once the first request finished, its answer (response_body as storeAnswer wrote it: the caller's T). */
export async function readKey<T>(db: Db, owner: number, key: string) {
  const [row] = await rows<Pick<IdempotencyKeysRow, 'request_hash' | 'response_status'> & { response_body: T }>(db, sql`
      SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE user_id = ${owner} AND key = ${key}`);
  return row;
}

export async function storeAnswer(db: Db, owner: number, key: string, answer: { status: number; body: unknown }): Promise<void> {
  await db.execute(sql`UPDATE idempotency_keys SET response_status = ${answer.status},
      response_body = ${JSON.stringify(answer.body)}::jsonb WHERE user_id = ${owner} AND key = ${key}`);
}

/** Frees a key whose request failed before answering. */
export async function freeKey(db: Db, owner: number, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${owner} AND key = ${key} AND response_status IS NULL`);
}
