import { z } from 'zod';
import type { EntryKind } from '../../money/ledger.js';
import { ACTOR_ROLES, type ActorRole } from '../../../common/live.js';
import { CHARGE_TYPES, LEDGER_ITEM_TYPES, type ChargeType, type LedgerItemType } from '../../../common/money.js';

/** The kinds of entry (api/money/ledger.ts EntryKind). */
export const ENTRY_KINDS = ['charge', 'payment', 'credit', 'refund', 'reversal', 'payout'] as const satisfies readonly EntryKind[];

/** A ledger entry as docs/money.md shows it (REST v20 "Ledger entry JSON"). */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  account_kind: z.enum(['tenant', 'manager']),
  user_id: z.number().int(),
  entry_kind: z.enum(ENTRY_KINDS),
  ledger_item_type: z.enum(LEDGER_ITEM_TYPES),
  charge_type: z.enum(CHARGE_TYPES).nullable(),
  amount_cents: z.number().int().describe('Signed, as the account sees it (tenant: + owes; manager: + owed to the manager).'),
  description: z.string(),
  period_month: z.string().describe('YYYY-MM-01'),
  building_id: z.number().int().nullable(),
  building_name: z.string().nullable(),
  lifecycle_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  deposit_id: z.number().int().nullable(),
  counterparty: z.object({ user_id: z.number().int(), first_name: z.string() }).nullable(),
  reverses_entry_id: z.number().int().nullable(),
  actor_role: z.enum(ACTOR_ROLES),
  created_at: z.string(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntrySchema>;

export interface LedgerEntryRow {
  id: string;
  account_kind: 'tenant' | 'manager';
  user_id: number;
  entry_kind: LedgerEntryDto['entry_kind'];
  ledger_item_type: LedgerItemType;
  charge_type: ChargeType | null;
  amount_cents: string;
  description: string;
  period_month: string;
  building_id: number | null;
  building_name: string | null;
  lifecycle_id: number | null;
  invoice_id: number | null;
  deposit_id: number | null;
  counterparty_user_id: number | null;
  counterparty_first_name: string | null;
  reverses_entry_id: string | null;
  actor_role: ActorRole;
  created_at: string;
}

/** bigint columns come back as text; ledger ids and cents stay far below 2^53. */
export function toLedgerEntryDto(r: LedgerEntryRow): LedgerEntryDto {
  return {
    id: Number(r.id),
    account_kind: r.account_kind,
    user_id: r.user_id,
    entry_kind: r.entry_kind,
    ledger_item_type: r.ledger_item_type,
    charge_type: r.charge_type,
    amount_cents: Number(r.amount_cents),
    description: r.description,
    period_month: r.period_month,
    building_id: r.building_id,
    building_name: r.building_name,
    lifecycle_id: r.lifecycle_id,
    invoice_id: r.invoice_id,
    deposit_id: r.deposit_id,
    counterparty: r.counterparty_user_id === null ? null : { user_id: r.counterparty_user_id, first_name: r.counterparty_first_name ?? '' },
    reverses_entry_id: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
    actor_role: r.actor_role,
    created_at: r.created_at,
  };
}

const CSV_COLUMNS = [
  'id', 'created_at', 'period_month', 'entry_kind', 'ledger_item_type', 'charge_type', 'amount_cents', 'description',
  'building_id', 'building_name', 'counterparty_user_id', 'counterparty_first_name', 'invoice_id',
] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs a description as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV export of GET /ledger: a header row, then one row per entry. */
export function ledgerCsv(entries: LedgerEntryDto[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    const flat: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      id: e.id, created_at: e.created_at, period_month: e.period_month, entry_kind: e.entry_kind, ledger_item_type: e.ledger_item_type,
      charge_type: e.charge_type, amount_cents: e.amount_cents, description: e.description, building_id: e.building_id,
      building_name: e.building_name, counterparty_user_id: e.counterparty?.user_id, counterparty_first_name: e.counterparty?.first_name,
      invoice_id: e.invoice_id,
    };
    lines.push(CSV_COLUMNS.map((c) => csvCell(flat[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
