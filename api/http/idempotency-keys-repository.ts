import { rows, sql, type Executor } from '../db/client.js';
import type { IdempotencyKeysRow } from '../db/__generated__/rows.js';

type KeyOf = Pick<IdempotencyKeysRow, 'user_id' | 'key'>;

/** Takes the key for this request; false when the user already holds it (an earlier request, finished or not). */
export async function claimIdempotencyKey(ex: Executor, claim: KeyOf & Pick<IdempotencyKeysRow, 'route' | 'request_hash'>): Promise<boolean> {
  const claimed = await rows<Pick<IdempotencyKeysRow, 'key'>>(ex, sql`
    INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES (${claim.user_id}, ${claim.key}, ${claim.route}, ${claim.request_hash})
    ON CONFLICT (user_id, key) DO NOTHING RETURNING key`);
  return claimed.length > 0;
}

/** Records the answer to replay; call it in the write's own transaction. */
export async function saveIdempotentAnswer(ex: Executor, { user_id, key }: KeyOf, status: number, body: unknown): Promise<void> {
  await ex.execute(sql`UPDATE idempotency_keys SET response_status = ${status},
        response_body = ${JSON.stringify(body)}::jsonb WHERE user_id = ${user_id} AND key = ${key}`);
}

/** Frees a key whose request wrote nothing (no answer recorded). */
export async function freeUnansweredKey(ex: Executor, { user_id, key }: KeyOf): Promise<void> {
  await ex.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${user_id} AND key = ${key} AND response_status IS NULL`);
}

export type RecordedAnswer<T> = Pick<IdempotencyKeysRow, 'request_hash' | 'response_status'> & { response_body: T };

/** What the key holds: the first request's hash and, once it finished, its answer. */
export async function findIdempotencyKey<T>(ex: Executor, { user_id, key }: KeyOf): Promise<RecordedAnswer<T> | undefined> {
  const [row] = await rows<RecordedAnswer<T>>(ex, sql`
    SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE user_id = ${user_id} AND key = ${key}`);
  return row;
}
