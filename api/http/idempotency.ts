import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { userId } from './access.js';
import { HttpError } from './errors.js';
import {
  claimIdempotencyKey, findIdempotencyKey, freeUnansweredKey, saveIdempotentAnswer,
} from './idempotency-keys-repository.js';

export interface Answer<T> {
  status: number;
  body: T;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function requestHash(route: string, request: FastifyRequest): string {
  return createHash('sha256').update(JSON.stringify([route, request.params ?? null, request.body ?? null])).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > 200) {
    throw new HttpError(400, 'invalid_input', 'Idempotency-Key must be 1 to 200 characters.', { 'Idempotency-Key': 'Use 1 to 200 characters.' });
  }
  return key;
}

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header, the first
 * request's answer is recorded with the write (same transaction) and replayed for
 * every retry; the same key with a different request is refused (422), and a retry
 * that arrives while the first is still running is told to wait (409).
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: (tx: Tx) => Promise<Answer<T>>,
): Promise<T> {
  const key = keyOf(request);
  if (!key) return send(reply, await db.transaction(run));
  const owner = userId(request);
  const hash = requestHash(route, request);
  const held = { user_id: owner, key };
  const claimed = await claimIdempotencyKey(db, { ...held, route, request_hash: hash });
  if (!claimed) return send(reply, await replay<T>(db, owner, key, hash));
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await run(tx);
      await saveIdempotentAnswer(tx, held, result.status, result.body);
      return result;
    });
    return send(reply, answer);
  } catch (err) {
    // Nothing was written: free the key so a corrected retry can use it.
    await freeUnansweredKey(db, held);
    throw err;
  }
}

async function replay<T>(db: Db, owner: number, key: string, hash: string): Promise<Answer<T>> {
  const row = await findIdempotencyKey<T>(db, { user_id: owner, key });
  if (!row) throw new HttpError(409, 'idempotency_request_in_progress', 'The first request with this key has not finished. Retry shortly.');
  if (row.request_hash !== hash) {
    throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request.');
  }
  if (row.response_status === null) {
    throw new HttpError(409, 'idempotency_request_in_progress', 'The first request with this key has not finished. Retry shortly.');
  }
  return { status: row.response_status, body: row.response_body };
}

function send<T>(reply: FastifyReply, answer: Answer<T>): T {
  reply.status(answer.status);
  return answer.body;
}
