import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { userId } from '../../http/access.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import type { Answer } from '../../http/idempotency.js';
import { claimKey, freeKey, readKey, storeAnswer } from './attempt-once-repository.js';

const WAIT_MS = 20_000;
const POLL_MS = 25;

/** Idempotency-Key, required: a payment without one could be charged twice by a retried request. */
export function requiredKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw invalidInput({ 'Idempotency-Key': 'Send an Idempotency-Key header with every payment.' }, 'An Idempotency-Key header is required.');
  if (key.length > 200) throw invalidInput({ 'Idempotency-Key': 'Use 1 to 200 characters.' });
  return key;
}

const hashOf = (route: string, request: FastifyRequest) =>
  createHash('sha256').update(JSON.stringify([route, request.params ?? null, request.body ?? null])).digest('hex');

/**
 * Like api/http/idempotency.ts (same table, same rules), for a write that runs
 * its own transactions (attemptPayment claims, calls the processor, settles):
 * the key is claimed first, the answer stored after. A retry that arrives while
 * the first request runs waits for its answer instead of being told 409, so
 * every replay gets the same response.
 */
export async function onceByKey<T>(db: Db, request: FastifyRequest, route: string, run: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const key = requiredKey(request);
  const owner = userId(request);
  const hash = hashOf(route, request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimKey(db, owner, key, route, hash)) return runClaimed(db, owner, key, run);
    const row = await readKey<T>(db, owner, key);
    if (row && row.request_hash !== hash) throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request.');
    if (row && row.response_status !== null) return { status: row.response_status, body: row.response_body };
    if (Date.now() > deadline) throw new HttpError(409, 'idempotency_request_in_progress', 'The first request with this key has not finished. Retry shortly.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runClaimed<T>(db: Db, owner: number, key: string, run: () => Promise<Answer<T>>): Promise<Answer<T>> {
  try {
    const answer = await run();
    await storeAnswer(db, owner, key, answer);
    return answer;
  } catch (err) {
    // Free the key: a corrected retry may use it. Should a claimed attempt have
    // been committed before the failure, that retry resumes it (same processor key).
    await freeKey(db, owner, key);
    throw err;
  }
}
