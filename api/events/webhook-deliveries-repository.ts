import { rows, sql, type Executor } from '../db/client.js';
import type { WebhookDeliveriesRow, WebhooksRow } from '../db/__generated__/rows.js';
import type { EventRow } from './delivery-body.js';

/**
 * A claimed delivery: its event, its webhook's address and secret (and the secret
 * before a rotation while its overlap lasts, else null), and the attempts so far.
 */
export type ClaimedDelivery = EventRow & Pick<WebhookDeliveriesRow, 'attempts'> & Pick<WebhooksRow, 'url' | 'secret' | 'previous_secret'> & {
  delivery_id: string;
};

/**
 * Claims up to `limit` due pending deliveries of active webhooks until `at` +
 * `claimSeconds` (locked_until), skipping rows another instance holds (SKIP LOCKED)
 * and claims still running.
 */
export async function claimDueDeliveries(ex: Executor, at: string, claimSeconds: number, limit: number): Promise<ClaimedDelivery[]> {
  return rows<ClaimedDelivery>(ex, sql`
    WITH claimed AS (
      UPDATE webhook_deliveries d SET locked_until = ${at}::timestamptz + make_interval(secs => ${claimSeconds})
      WHERE d.id IN (
        SELECT q.id FROM webhook_deliveries q JOIN webhooks w ON w.id = q.webhook_id
        WHERE q.status = 'pending' AND q.next_attempt_at <= ${at}::timestamptz AND w.is_active
          AND (q.locked_until IS NULL OR q.locked_until < ${at}::timestamptz)
        ORDER BY q.next_attempt_at, q.id
        LIMIT ${limit}
        FOR UPDATE OF q SKIP LOCKED)
      RETURNING d.id, d.webhook_id, d.event_id, d.attempts)
    SELECT c.id::text AS delivery_id, c.attempts, w.url, w.secret,
      CASE WHEN w.previous_secret_expires_at > ${at}::timestamptz THEN w.previous_secret END AS previous_secret,
      e.id, e.event_type, e.created_at, e.actor_role, e.actor_user_id, e.trigger_source, e.building_id,
      e.subject_type, e.subject_id, e.data
    FROM claimed c JOIN webhooks w ON w.id = c.webhook_id JOIN events e ON e.id = c.event_id`);
}

/** The receiver took the delivery: counted, delivered at `at`, claim released. */
export async function markDelivered(ex: Executor, deliveryId: string, at: string, statusCode: number | null): Promise<void> {
  await ex.execute(sql`UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ${at}::timestamptz,
      locked_until = NULL, last_status_code = ${statusCode}, last_error = NULL WHERE id = ${deliveryId}::bigint`);
}

/** An attempt failed: its count, `pending` again at `next_attempt_at` or `failed`, the answer, claim released. */
export async function markAttemptFailed(
  ex: Executor, deliveryId: string,
  outcome: Pick<WebhookDeliveriesRow, 'attempts' | 'status' | 'next_attempt_at' | 'last_status_code' | 'last_error'>,
): Promise<void> {
  await ex.execute(sql`UPDATE webhook_deliveries SET attempts = ${outcome.attempts}, status = ${outcome.status},
    next_attempt_at = ${outcome.next_attempt_at}::timestamptz, locked_until = NULL,
    last_status_code = ${outcome.last_status_code}, last_error = ${outcome.last_error} WHERE id = ${deliveryId}::bigint`);
}

/** A rotated secret whose overlap has ended is cleared: after it, only the new secret signs. */
export async function forgetExpiredSecrets(ex: Executor, at: string): Promise<void> {
  await ex.execute(sql`UPDATE webhooks SET previous_secret = NULL, previous_secret_expires_at = NULL
    WHERE previous_secret_expires_at <= ${at}::timestamptz`);
}
