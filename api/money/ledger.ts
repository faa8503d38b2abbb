import type { LedgerItemType, ChargeType } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';

/**
 * The ledger's one way in. Entries are append-only (a trigger refuses UPDATE and
 * DELETE); each insert moves its account's cached balance in the same
 * transaction (trigger ledger_entries_apply, migration 0015), and
 * `ledger_balance_mismatches` proves the cache equals the sum of entries.
 *
 * Signs: a tenant account's balance is what the tenant owes (a charge is
 * positive, a payment or credit negative, a refund positive); a manager
 * account's balance is what Hearth owes the manager (rent collected for them is
 * positive, a payout or a staff charge negative).
 */
export type AccountKind = 'tenant' | 'manager';
export type EntryKind = 'charge' | 'payment' | 'credit' | 'refund' | 'reversal' | 'payout';

export interface Posting {
  account: { kind: AccountKind; userId: number };
  kind: EntryKind;
  ledgerItemType: LedgerItemType;
  chargeType?: ChargeType | null;
  /** Signed, in cents, as the account sees it (see above). Never 0. */
  amountCents: number;
  description: string;
  /** The month it counts for, `YYYY-MM-01`. */
  periodMonth: string;
  buildingId?: number | null;
  lifecycleId?: number | null;
  invoiceId?: number | null;
  depositId?: number | null;
  counterpartyUserId?: number | null;
  /** A posting that must happen once (e.g. `payment:<attempt id>:tenant`): a second one is skipped. */
  postingKey?: string | null;
  actor: Actor;
}

/** The account's id, created on first use. */
export async function accountId(ex: Executor, kind: AccountKind, userId: number): Promise<number> {
  await ex.execute(sql`INSERT INTO ledger_accounts (kind, user_id) VALUES (${kind}, ${userId}) ON CONFLICT (kind, user_id) DO NOTHING`);
  const [row] = await rows<{ id: number }>(ex, sql`SELECT id FROM ledger_accounts WHERE kind = ${kind} AND user_id = ${userId}`);
  return row!.id;
}

/**
 * Posts entries inside the caller's transaction and returns their ids (a
 * posting whose key was already posted is skipped and yields no id). Accounts
 * are touched in id order, so concurrent multi-account postings cannot deadlock.
 */
export async function post(ex: Executor, postings: readonly Posting[]): Promise<string[]> {
  const withIds = await Promise.all(postings.map(async (p) => ({ p, id: await accountId(ex, p.account.kind, p.account.userId) })));
  withIds.sort((a, b) => a.id - b.id);
  const ids: string[] = [];
  for (const { p, id } of withIds) {
    if (!Number.isInteger(p.amountCents) || p.amountCents === 0) throw new Error(`A ledger entry moves a whole, non-zero number of cents (got ${p.amountCents})`);
    const [row] = await rows<{ id: string }>(ex, sql`
      INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
        building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id, posting_key, actor_role, created_by_user_id)
      VALUES (${id}, ${p.kind}, ${p.ledgerItemType}, ${p.chargeType ?? null}, ${p.amountCents}, ${p.description.slice(0, 300)},
        ${p.periodMonth}::date, ${p.buildingId ?? null}, ${p.lifecycleId ?? null}, ${p.invoiceId ?? null}, ${p.depositId ?? null},
        ${p.counterpartyUserId ?? null}, ${p.postingKey ?? null}, ${p.actor.role}, ${p.actor.userId})
      ON CONFLICT (posting_key) DO NOTHING
      RETURNING id::text`);
    if (row) ids.push(row.id);
  }
  return ids;
}

/**
 * Undoes an entry with a new one of the opposite amount (never an edit). An
 * entry is reversed at most once (unique reverses_entry_id): a second reversal
 * of the same entry yields null.
 */
export async function reverse(ex: Executor, entryId: string, actor: Actor, why: string): Promise<string | null> {
  const [row] = await rows<{ id: string }>(ex, sql`
    INSERT INTO ledger_entries (account_id, entry_kind, ledger_item_type, charge_type, amount_cents, description, period_month,
      building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id, reverses_entry_id, actor_role, created_by_user_id)
    SELECT account_id, 'reversal', ledger_item_type, charge_type, -amount_cents, ${`Reversal: ${why}`.slice(0, 300)},
      date_trunc('month', current_date)::date, building_id, lifecycle_id, invoice_id, deposit_id, counterparty_user_id,
      id, ${actor.role}, ${actor.userId}
    FROM ledger_entries WHERE id = ${entryId}::bigint
    ON CONFLICT (reverses_entry_id) DO NOTHING
    RETURNING id::text`);
  return row?.id ?? null;
}

export interface BalanceMismatch {
  account_id: number;
  kind: AccountKind;
  user_id: number;
  balance_cents: string;
  entries_sum_cents: string;
}

/** Accounts whose balance is not the sum of their entries: empty when the ledger is sound. */
export async function balanceMismatches(ex: Executor): Promise<BalanceMismatch[]> {
  return rows<BalanceMismatch>(ex, sql`SELECT account_id, kind, user_id, balance_cents::text, entries_sum_cents::text FROM ledger_balance_mismatches`);
}
