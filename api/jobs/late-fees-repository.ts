import { rows, sql, type Executor } from '../db/client.js';
import type { InvoicesRow } from '../db/__generated__/rows.js';
import { unpaidInvoiceSql } from '../money/invoices-repository.js';

/** A late rent invoice: amount read `::int`, its month (the due date's when it has none) as `YYYY-MM-DD`. */
export type LateRent = Pick<InvoicesRow, 'id' | 'tenant_user_id' | 'lifecycle_id' | 'building_id' | 'description'> & {
  amount_cents: number;
  period_month: string;
};

/** Rent invoices still unpaid `graceDays` after their due date as of `day`, without a late fee yet (source key `late:<id>`). */
export async function lateRentInvoices(ex: Executor, day: string, graceDays: number): Promise<LateRent[]> {
  return rows<LateRent>(ex, sql`
    SELECT v.id, v.tenant_user_id, v.lifecycle_id, v.building_id, v.amount_cents::int AS amount_cents,
      coalesce(v.period_month, date_trunc('month', v.due_date)::date)::text AS period_month, v.description
    FROM invoices v
    WHERE v.source_key LIKE 'rent:%'
      AND ${unpaidInvoiceSql('v')}
      AND v.due_date + ${graceDays}::int < ${day}::date
      AND NOT EXISTS (SELECT 1 FROM invoices f WHERE f.source_key = 'late:' || v.id)
    ORDER BY v.id`);
}
