import type { ChargeBackCategory } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { DepositReturnDeductionsRow } from '../db/__generated__/rows.js';

/** One deduction of a deposit's return: its id (the deduction's postings are keyed by it). */
export async function insertDeduction(
  ex: Executor, depositId: number, d: { charge_back_category: ChargeBackCategory; amount_cents: number; description: string },
): Promise<number> {
  const [row] = await rows<Pick<DepositReturnDeductionsRow, 'id'>>(ex, sql`
    INSERT INTO deposit_return_deductions (deposit_id, charge_back_category, amount_cents, description)
    VALUES (${depositId}, ${d.charge_back_category}, ${d.amount_cents}, ${d.description}) RETURNING id`);
  return row!.id;
}
