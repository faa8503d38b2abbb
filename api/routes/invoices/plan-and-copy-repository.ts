import { rows, sql, type Executor } from '../../db/client.js';
import type { InvoicesRow, LifecyclesRow, PaymentPlanInstallmentsRow, UsersRow } from '../../db/__generated__/rows.js';
import type { InstallmentDto } from './invoice-dto.js';

/** amount_cents is read `::int`, so a number on both drivers; a plan's installments are all unpaid when listed. */
type InstallmentRow = Pick<PaymentPlanInstallmentsRow, 'id' | 'seq' | 'due_date'> & { amount_cents: number; paid_at: null };

/** The invoice row lock makes two plans at once take turns; the second finds the first. */
export async function lockInvoiceRow(tx: Executor, invoiceId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM invoices WHERE id = ${invoiceId} FOR UPDATE`);
}

export async function installmentCount(tx: Executor, invoiceId: number): Promise<number> {
  const [existing] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM payment_plan_installments WHERE invoice_id = ${invoiceId}`);
  return existing!.n;
}

export async function insertInstallment(tx: Executor, invoiceId: number, seq: number, amountCents: number, dueDate: string): Promise<void> {
  await tx.execute(sql`INSERT INTO payment_plan_installments (invoice_id, seq, amount_cents, due_date)
      VALUES (${invoiceId}, ${seq}, ${amountCents}, ${dueDate}::date)`);
}

export async function listInstallments(tx: Executor, invoiceId: number): Promise<InstallmentDto[]> {
  return rows<InstallmentRow>(tx, sql`
    SELECT id, seq, amount_cents::int AS amount_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, NULL AS paid_at
    FROM payment_plan_installments WHERE invoice_id = ${invoiceId} ORDER BY seq`);
}

/** The guarantor's address named on the invoice's application, and the tenant's first name. */
export async function guarantorOfInvoiceLifecycle(tx: Executor, lifecycleId: number | null) {
  const [lifecycle] = await rows<Pick<LifecyclesRow, 'guarantor_email'> & Pick<UsersRow, 'first_name'>>(tx, sql`
    SELECT l.guarantor_email, u.first_name FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id WHERE l.id = ${lifecycleId ?? 0}`);
  return lifecycle;
}

/** Stamps the invoice as copied to the guarantor; returns when (ISO 8601 UTC). */
export async function stampGuarantorCopy(tx: Executor, invoiceId: number): Promise<string> {
  const [stamped] = await rows<{ at: NonNullable<InvoicesRow['guarantor_copy_sent_at']> }>(tx, sql`UPDATE invoices SET guarantor_copy_sent_at = now() WHERE id = ${invoiceId}
    RETURNING to_char(guarantor_copy_sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`);
  return stamped!.at;
}
