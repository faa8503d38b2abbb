import { addCalendarMonthsOverflowing } from '../../../common/calendar.js';
import { formatDate } from '../../../common/dates.js';
import { rows, sql, type Executor } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import type { Mailer } from '../../providers/mailer.js';
import type { InstallmentDto, InvoiceDto } from './invoice-dto.js';

const UNPAID = new Set(['INITIAL_ATTEMPT_UPCOMING', 'FAILED_ATTEMPTS_REMAINING', 'FAILED_NO_ATTEMPTS_REMAINING', 'INCOMPLETE_MANDATE_ERROR']);

// Installments keep the day carried over (Jan 31 + 1 month → Mar 3), as they always have.
const addMonths = addCalendarMonthsOverflowing;

/** Equal parts (the first takes the odd cents) due monthly from the invoice's due date. */
export function splitAmount(amountCents: number, parts: number): number[] {
  const base = Math.floor(amountCents / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? amountCents - base * (parts - 1) : base));
}

export async function createInstallments(tx: Executor, invoice: InvoiceDto, parts: number): Promise<InstallmentDto[]> {
  if (!UNPAID.has(invoice.payment_status)) {
    throw new HttpError(422, 'invoice_not_payable', `Only an unpaid invoice can be split: this one is ${invoice.payment_status}.`);
  }
  if (invoice.amount_cents < parts) throw new HttpError(422, 'invoice_not_payable', 'This invoice is too small to split.');
  // The invoice row lock makes two plans at once take turns; the second finds the first.
  await tx.execute(sql`SELECT id FROM invoices WHERE id = ${invoice.id} FOR UPDATE`);
  const [existing] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM payment_plan_installments WHERE invoice_id = ${invoice.id}`);
  if (existing!.n > 0) throw new HttpError(409, 'payment_plan_exists', 'This invoice already has a payment plan.');
  const amounts = splitAmount(invoice.amount_cents, parts);
  for (const [i, amount] of amounts.entries()) {
    await tx.execute(sql`INSERT INTO payment_plan_installments (invoice_id, seq, amount_cents, due_date)
      VALUES (${invoice.id}, ${i + 1}, ${amount}, ${addMonths(invoice.due_date, i)}::date)`);
  }
  return rows<InstallmentDto>(tx, sql`
    SELECT id, seq, amount_cents::int AS amount_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, NULL AS paid_at
    FROM payment_plan_installments WHERE invoice_id = ${invoice.id} ORDER BY seq`);
}

/** Mails the invoice to the guarantor the application names (outbox locally), and stamps it. */
export async function sendGuarantorCopy(tx: Executor, mailer: Mailer, invoice: InvoiceDto) {
  const [lifecycle] = await rows<{ guarantor_email: string | null; first_name: string }>(tx, sql`
    SELECT l.guarantor_email, u.first_name FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id WHERE l.id = ${invoice.lifecycle_id ?? 0}`);
  const to = lifecycle?.guarantor_email?.trim();
  if (!to) throw new HttpError(422, 'no_guarantor', 'Your application names no guarantor to send the invoice to.');
  const amount = `$${(invoice.amount_cents / 100).toFixed(2)}`;
  await mailer.send({
    to, kind: 'invoice_guarantor_copy',
    subject: `Invoice for ${lifecycle!.first_name}: ${invoice.description}`,
    body: `${lifecycle!.first_name} asked us to send you a copy of this invoice.\n\n${invoice.description}\nAmount: ${amount}\n`
      + `Due: ${formatDate(invoice.due_date)}\nStatus: ${invoice.payment_status}\nInvoice: ${invoice.stripe_invoice_id ?? invoice.id}`,
  }, tx);
  const [stamped] = await rows<{ at: string }>(tx, sql`UPDATE invoices SET guarantor_copy_sent_at = now() WHERE id = ${invoice.id}
    RETURNING to_char(guarantor_copy_sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`);
  return { sent_to: to, guarantor_copy_sent_at: stamped!.at };
}
