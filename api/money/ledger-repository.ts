import { rows, sql, type Executor } from '../db/client.js';
import type { LedgerAccountsRow, LedgerEntriesRow } from '../db/__generated__/rows.js';
import type { Actor } from '../events/record.js';

export type AccountKind = LedgerAccountsRow['kind'];

/** The account's id, its row created on first use. */
export async function ledgerAccountId(ex: Executor, kind: AccountKind, userId: number): Promise<number> {
  await ex.execute(sql`INSERT INTO ledger_accounts (kind, user_id) VALUES (${kind}, ${userId}) ON CONFLICT (kind, user_id) DO NOTHING`);
  const [row] = await rows<Pick<LedgerAccountsRow, 'id'>>(ex, sql`SELECT id FROM ledger_accounts WHERE kind = ${kind} AND user_id = ${userId}`);
  return row!.id;
}

/** One entry as written: the columns of ledger_entries the caller decides. */
export interface EntryInsert {
  accountId: number;
  kind: LedgerEntriesRow['entry_kind'];
  ledgerItemType: LedgerEntriesRow['ledger_item_type'];
  chargeType: LedgerEntriesRow['charge_type'];
  amountCents: number;
  description: string;
  periodMonth: string;
  buildingId: number | null;
  lifecycleId: number | null;
  invoiceId: number | null;
  depositId: number | null;
  counterpartyUserId: number | null;
  postingKey: string | null;
  actor: Actor;
}

/** Inserts the entry (its trigger moves the account's balance); null when its posting key was already posted. */
export async function insertLedgerEntry(ex: Executor, e: EntryInsert): Promise<string | null> {
  const [row] = await rows<{ id: string }>(ex, sql`
    INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
      building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id, posting_key, actor_role, created_by_user_id)
    VALUES (${e.accountId}, ${e.kind}, ${e.ledgerItemType}, ${e.chargeType}, ${e.amountCents}, ${e.description},
      ${e.periodMonth}::date, ${e.buildingId}, ${e.lifecycleId}, ${e.invoiceId}, ${e.depositId},
      ${e.counterpartyUserId}, ${e.postingKey}, ${e.actor.role}, ${e.actor.userId})
    ON CONFLICT (posting_key) DO NOTHING
    RETURNING id::text`);
  return row?.id ?? null;
}

/**
 * Inserts the reversal of an entry: the opposite amount, this month, the same
 * account and references. Null when the entry was already reversed (unique reverses_entry_id).
 */
export async function insertReversal(ex: Executor, entryId: string, description: string, actor: Actor): Promise<string | null> {
  const [row] = await rows<{ id: string }>(ex, sql`
    INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
      building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id, reverses_entry_id, actor_role, created_by_user_id)
    SELECT account_id, 'reversal', ledger_item_type, charge_type, -amount_cents, ${description},
      date_trunc('month', current_date)::date, building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id,
      id, ${actor.role}, ${actor.userId}
    FROM ledger_entries WHERE id = ${entryId}::bigint
    ON CONFLICT (reverses_entry_id) DO NOTHING
    RETURNING id::text`);
  return row?.id ?? null;
}

/** A row of ledger_balance_mismatches: the account, its cached balance and its entries' sum, both read as text. */
export type BalanceMismatch = Pick<LedgerAccountsRow, 'kind' | 'user_id'> & {
  account_id: LedgerAccountsRow['id'];
  balance_cents: string;
  entries_sum_cents: string;
};

/** Accounts whose balance is not the sum of their entries: empty when the ledger is sound. */
export async function balanceMismatches(ex: Executor): Promise<BalanceMismatch[]> {
  return rows<BalanceMismatch>(ex, sql`SELECT account_id, kind, user_id, balance_cents::text, entries_sum_cents::text FROM ledger_balance_mismatches`);
}
