import { MONEY_RULES } from '../../common/money.js';
import { createInvoice } from '../money/invoices.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';
import { lateRentInvoices } from './late-fees-repository.js';

/** The late fee of a rent invoice: lateFeeBasisPoints of it, half up, never above lateFeeCapCents. */
export function lateFeeCents(rentCents: number): number {
  return Math.min(MONEY_RULES.lateFeeCapCents, Math.floor((rentCents * MONEY_RULES.lateFeeBasisPoints + 5_000) / 10_000));
}

/** Charges each late rent invoice its fee once (source key `late:<invoice id>`); returns how many. */
export async function chargeLateFees(deps: JobDeps, run: JobRun): Promise<number> {
  const db = deps.database.db;
  let charged = 0;
  // Rent invoices still unpaid lateFeeGraceDays after their due date, without a late fee yet.
  for (const rent of await lateRentInvoices(db, run.day, MONEY_RULES.lateFeeGraceDays)) {
    const created = await db.transaction((tx) => createInvoice(tx, {
      tenantUserId: rent.tenant_user_id, lifecycleId: rent.lifecycle_id, buildingId: rent.building_id,
      chargeType: 'late fee', ledgerItemType: 'bedroom rent',
      description: `Late fee: ${rent.description}`.slice(0, 300), amountCents: lateFeeCents(rent.amount_cents),
      periodMonth: rent.period_month, dueDate: run.day, sourceKey: `late:${rent.id}`, actor: AUTOMATIC, triggerSource: run.triggerSource,
    }));
    if (created) charged++;
  }
  return charged;
}
