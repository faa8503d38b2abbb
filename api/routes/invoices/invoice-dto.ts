import { z } from 'zod';
import { ACTOR_ROLES } from '../../../common/live.js';
import { CHARGE_TYPES, LEDGER_ITEM_TYPES, PAYMENT_STATUSES } from '../../../common/money.js';

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
  charge_type: z.enum(CHARGE_TYPES),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES),
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
    status_from: z.enum(PAYMENT_STATUSES).nullable(), status_to: z.enum(PAYMENT_STATUSES), reason: z.string(), actor_role: z.enum(ACTOR_ROLES),
    created_at: Timestamp,
  })),
  installments: z.array(InstallmentSchema()),
  payment: z.object({
    invoice_amount_cents: z.number().int(),
    card_fee_cents: z.number().int(),
    total_cents: z.number().int().describe('invoice_amount_cents + card_fee_cents: what the tenant\'s card or bank was charged.'),
    paid_with: z.object({ kind: z.enum(['card', 'bank_account']), brand: z.string(), last4: z.string() }).nullable(),
  }).nullable().describe('Once SUCCESSFUL: what the tenant paid (docs/money.md "What each screen shows"); null while unpaid, and for the home\'s managers (the tenant\'s card and card fee are not theirs to see).'),
  if_paid_by_card: z.object({ card_fee_cents: z.number().int(), total_cents: z.number().int() }).nullable()
    .describe('What paying it by card now would add and charge in all (bank accounts add nothing); null when it cannot be paid.'),
  created_at: Timestamp,
});
export type InvoiceDto = z.infer<typeof InvoiceSchema>;

export function InstallmentSchema() {
  return z.object({ id: z.number().int(), seq: z.number().int(), amount_cents: z.number().int(), due_date: z.string(), paid_at: Timestamp.nullable() });
}
export type InstallmentDto = z.infer<ReturnType<typeof InstallmentSchema>>;
