import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../db/client.js';
import type { PaymentSourcesRow } from '../db/__generated__/rows.js';

export type ChargeableSource = Pick<PaymentSourcesRow, 'id' | 'kind' | 'provider_ref'>;

/** The given source (the tenant's own, not removed), or with null the tenant's autopay source. */
export async function findChargeableSource(ex: Executor, tenantUserId: number, sourceId: number | null): Promise<ChargeableSource | null> {
  const which: SQL = sourceId === null ? sql`is_autopay` : sql`id = ${sourceId}`;
  const [source] = await rows<ChargeableSource>(ex, sql`
    SELECT id, kind, provider_ref FROM payment_sources
    WHERE user_id = ${tenantUserId} AND removed_at IS NULL
      AND ${which}`);
  return source ?? null;
}
