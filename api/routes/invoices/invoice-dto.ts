import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../common/money.js';

const Timestamp = z.iso.datetime();

/** The Invoice JSON of docs/money.md ("REST (v20)"). */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  stripe_invoice_id: z.string().nullable(),
  tenant_user_id: z.number().int(),
  tenant_first_name: z.string().describe('Who is charged (managers see whom in their homes\' invoices).'),
  lifecycle_id: z.number().int().nullable(),
  building_id: z.number().int().nullable(),
  building_name: z.string().nullable(),
  charge_type: z.string(),
  ledger_item_type: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  period_month: z.string().nullable(),
  due_date: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  attempts_made: z.number().int(),
  max_attempts: z.number().int(),
  next_attempt_at: Timestamp.nullable(),
  paid_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  last_failure: z.object({ code: z.string(), message: z.string() }).nullable()
    .describe('The latest attempt\'s failure while the invoice is unpaid; null otherwise.'),
  status_history: z.array(z.object({
    status_from: z.string().nullable(), status_to: z.string(), reason: z.string(), actor_role: z.string(), created_at: Timestamp,
  })),
  installments: z.array(InstallmentSchema()),
  created_at: Timestamp,
});
export type InvoiceDto = z.infer<typeof InvoiceSchema>;

export function InstallmentSchema() {
  return z.object({ id: z.number().int(), seq: z.number().int(), amount_cents: z.number().int(), due_date: z.string(), paid_at: Timestamp.nullable() });
}
export type InstallmentDto = z.infer<ReturnType<typeof InstallmentSchema>>;
