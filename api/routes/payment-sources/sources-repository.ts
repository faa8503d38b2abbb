import { z } from 'zod';
import { rows, sql, type Executor } from '../../db/client.js';
import type { AttachedSource } from '../../providers/payment-sources.js';
import type { PaymentSourcesRow } from '../../db/__generated__/rows.js';

/** A saved payment source as the api shows it: never the processor's reference. */
export const PaymentSourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['card', 'bank_account']),
  brand: z.string(),
  last4: z.string(),
  mandate_status: z.enum(['not_required', 'active', 'missing']),
  is_autopay: z.boolean(),
  created_at: z.iso.datetime(),
});
export type PaymentSourceDto = z.infer<typeof PaymentSourceSchema>;

const COLUMNS = sql`id, kind, brand, last4, mandate_status, is_autopay,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export async function listSources(ex: Executor, userId: number, id?: number): Promise<PaymentSourceDto[]> {
  return rows<Pick<PaymentSourcesRow, keyof PaymentSourceDto>>(ex, sql`SELECT ${COLUMNS} FROM payment_sources
    WHERE user_id = ${userId} AND removed_at IS NULL ${id ? sql`AND id = ${id}` : sql``} ORDER BY id`);
}

export async function insertSource(ex: Executor, userId: number, source: AttachedSource): Promise<number> {
  const [row] = await rows<Pick<PaymentSourcesRow, 'id'>>(ex, sql`
    INSERT INTO payment_sources (user_id, kind, provider_ref, brand, last4, mandate_status)
    VALUES (${userId}, ${source.kind}, ${source.providerRef}, ${source.brand}, ${source.last4}, ${source.mandateStatus}) RETURNING id`);
  return row!.id;
}

/**
 * Makes one source the user's autopay source. The user's sources are locked
 * first so two requests take turns instead of one failing on the
 * one-autopay-per-user index.
 */
export async function setAutopay(ex: Executor, userId: number, id: number): Promise<void> {
  await ex.execute(sql`SELECT id FROM payment_sources WHERE user_id = ${userId} FOR UPDATE`);
  await ex.execute(sql`UPDATE payment_sources SET is_autopay = false WHERE user_id = ${userId} AND is_autopay AND id <> ${id}`);
  await ex.execute(sql`UPDATE payment_sources SET is_autopay = true WHERE id = ${id} AND user_id = ${userId} AND removed_at IS NULL`);
}

/** Removed, not deleted: past attempts still name it. */
export async function removeSource(ex: Executor, userId: number, id: number): Promise<boolean> {
  const found = await rows<Pick<PaymentSourcesRow, 'id'>>(ex, sql`UPDATE payment_sources SET removed_at = now(), is_autopay = false
    WHERE id = ${id} AND user_id = ${userId} AND removed_at IS NULL RETURNING id`);
  return found.length > 0;
}
