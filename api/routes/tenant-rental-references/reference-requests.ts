import { addHours } from 'date-fns';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { Executor } from '../../db/client.js';
import type { Mailer } from '../../providers/mailer.js';
import { referenceStatus } from './reference-dto.js';
import { REFERENCE_LINK_DAYS, referenceRequestMail } from './reference-request-mail.js';
import { recordRequestSent, type ReferenceRow } from './references-repository.js';

/**
 * Mails a fresh one-time link to every reference that has none working: never
 * sent, or expired unanswered. Runs in the caller's transaction, so the links
 * recorded and the mails in the outbox land together. Returns how many were sent.
 */
export async function sendPendingRequests(
  tx: Executor, mailer: Mailer, references: ReferenceRow[], applicant: { name: string }, now: Date,
): Promise<number> {
  const pending = references.filter((r) => ['draft', 'expired'].includes(referenceStatus(r, now)));
  const expiresAt = addHours(now, REFERENCE_LINK_DAYS * 24);
  for (const reference of pending) {
    const { token, hash } = newOneTimeToken();
    await recordRequestSent(tx, reference.id, hash, now, expiresAt);
    await mailer.send(referenceRequestMail(reference, applicant.name, token), tx);
  }
  return pending.length;
}
