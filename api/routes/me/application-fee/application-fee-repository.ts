import { rows, sql, type Executor } from '../../../db/client.js';
import { isoOf } from '../../../db/sql-helpers.js';
import type { ApplicationFeePaymentsRow } from '../../../db/__generated__/rows.js';

export type FeePaymentRow = Pick<ApplicationFeePaymentsRow, 'id' | 'lifecycle_id' | 'amount_cents' | 'card_brand' | 'card_last4' | 'paid_at'>;

export interface NewFeePayment {
  lifecycleId: number;
  userId: number;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  provider: string;
  providerChargeId: string;
}

/** Records the payment and stamps the application as paid, in the caller's transaction. */
export async function recordFeePayment(ex: Executor, p: NewFeePayment): Promise<FeePaymentRow> {
  const [row] = await rows<FeePaymentRow>(ex, sql`
    INSERT INTO application_fee_payments (lifecycle_id, user_id, amount_cents, card_brand, card_last4, provider, provider_charge_id)
    VALUES (${p.lifecycleId}, ${p.userId}, ${p.amountCents}, ${p.cardBrand}, ${p.cardLast4}, ${p.provider}, ${p.providerChargeId})
    RETURNING id, lifecycle_id, amount_cents, card_brand, card_last4, ${isoOf(sql`paid_at`)} AS paid_at`);
  await ex.execute(sql`UPDATE lifecycles SET application_fee_paid_at = now(), updated_at = now() WHERE id = ${p.lifecycleId}`);
  return row;
}
