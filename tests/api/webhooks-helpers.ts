import { createWebhookDispatcher } from '../../api/events/dispatcher.js';
import { rows, sql } from '../../api/db/client.js';
import type { TestApi } from '../support/api.js';

export const SHARED_SECRET = 'operator-shared-secret-for-tests-0123456789';

/** A dispatcher on the test api's database with a clock the test moves, and no jitter (random 0.5 → ×1.0). */
export function steppedDispatcher(api: TestApi, opts: { maxAttempts?: number } = {}) {
  let clock = Date.now() + 1000;
  const dispatcher = createWebhookDispatcher({
    database: api.deps.database,
    config: { ...api.deps.config, webhookMaxAttempts: opts.maxAttempts ?? api.deps.config.webhookMaxAttempts },
    now: () => new Date(clock),
    random: () => 0.5,
  });
  return {
    dispatcher,
    advance(seconds: number) {
      clock += seconds * 1000;
    },
    get now() {
      return clock;
    },
  };
}

export async function createWebhook(api: TestApi, token: string, body: Record<string, unknown>) {
  const res = await api.call('POST', '/webhooks', { token, body });
  if (res.statusCode !== 201) throw new Error(`create webhook: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; secret: string; url: string; event_types: string[] };
}

export async function deliveryOf(api: TestApi, webhookId: number) {
  return rows<{ status: string; attempts: number; last_status_code: number | null; last_error: string | null; next_attempt_at: Date }>(
    api.deps.database.db, sql`SELECT status, attempts, last_status_code, last_error, next_attempt_at FROM webhook_deliveries
      WHERE webhook_id = ${webhookId} ORDER BY id`);
}

/** Deactivates every webhook, so one test's pending deliveries do not reach the next test's receivers. */
export async function quietWebhooks(api: TestApi) {
  await api.deps.database.db.execute(sql`UPDATE webhooks SET is_active = false`);
}
