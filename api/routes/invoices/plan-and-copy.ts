import { addCalendarMonthsOverflowing } from '../../../common/calendar.js';
import { formatDate } from '../../../common/dates.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import type { Mailer } from '../../providers/mailer.js';
import type { InstallmentDto, InvoiceDto } from './invoice-dto.js';
import {
  guarantorOfInvoiceLifecycle, insertInstallment, installmentCount, listInstallments, lockInvoiceRow, stampGuarantorCopy,
} from './plan-and-copy-repository.js';

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
  await lockInvoiceRow(tx, invoice.id);
  if ((await installmentCount(tx, invoice.id)) > 0) throw new HttpError(409, 'payment_plan_exists', 'This invoice already has a payment plan.');
  const amounts = splitAmount(invoice.amount_cents, parts);
  for (const [i, amount] of amounts.entries()) {
    await insertInstallment(tx, invoice.id, i + 1, amount, addMonths(invoice.due_date, i));
  }
  return listInstallments(tx, invoice.id);
}

/** Mails the invoice to the guarantor the application names (outbox locally), and stamps it. */
export async function sendGuarantorCopy(tx: Executor, mailer: Mailer, invoice: InvoiceDto) {
  const lifecycle = await guarantorOfInvoiceLifecycle(tx, invoice.lifecycle_id);
  const to = lifecycle?.guarantor_email?.trim();
  if (!to) throw new HttpError(422, 'no_guarantor', 'Your application names no guarantor to send the invoice to.');
  const amount = `$${(invoice.amount_cents / 100).toFixed(2)}`;
  await mailer.send({
    to, kind: 'invoice_guarantor_copy',
    subject: `Invoice for ${lifecycle!.first_name}: ${invoice.description}`,
    body: `${lifecycle!.first_name} asked us to send you a copy of this invoice.\n\n${invoice.description}\nAmount: ${amount}\n`
      + `Due: ${formatDate(invoice.due_date)}\nStatus: ${invoice.payment_status}\nInvoice: ${invoice.stripe_invoice_id ?? invoice.id}`,
  }, tx);
  return { sent_to: to, guarantor_copy_sent_at: await stampGuarantorCopy(tx, invoice.id) };
}
