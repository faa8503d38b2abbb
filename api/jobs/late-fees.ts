import { MONEY_RULES } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import { createInvoice } from '../money/invoices.js';
import { unpaidInvoiceSql } from '../money/unpaid.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';

interface LateRent {
  id: number;
  tenant_user_id: number;
  lifecycle_id: number | null;
  building_id: number | null;
  amount_cents: number;
  period_month: string;
  description: string;
}

/** The late fee of a rent invoice: lateFeeBasisPoints of it, half up, never above lateFeeCapCents. */
export function lateFeeCents(rentCents: number): number {
  return Math.min(MONEY_RULES.lateFeeCapCents, Math.floor((rentCents * MONEY_RULES.lateFeeBasisPoints + 5_000) / 10_000));
}

/** Rent invoices still unpaid lateFeeGraceDays after their due date, without a late fee yet. */
async function lateRent(ex: Executor, run: JobRun): Promise<LateRent[]> {
  return rows<LateRent>(ex, sql`
    SELECT v.id, v.tenant_user_id, v.lifecycle_id, v.building_id, v.amount_cents::int AS amount_cents,
      coalesce(v.period_month, date_trunc('month', v.due_date)::date)::text AS period_month, v.description
    FROM invoices v
    WHERE v.source_key LIKE 'rent:%'
      AND ${unpaidInvoiceSql('v')}
      AND v.due_date + ${MONEY_RULES.lateFeeGraceDays}::int < ${run.day}::date
      AND NOT EXISTS (SELECT 1 FROM invoices f WHERE f.source_key = 'late:' || v.id)
    ORDER BY v.id`);
}

/** Charges each late rent invoice its fee once (source key `late:<invoice id>`); returns how many. */
export async function chargeLateFees(deps: JobDeps, run: JobRun): Promise<number> {
  const db = deps.database.db;
  let charged = 0;
  for (const rent of await lateRent(db, run)) {
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
