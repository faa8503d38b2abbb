import type { LedgerItemType, ChargeType } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import type { Actor } from '../events/record.js';
import { insertLedgerEntry, insertReversal, ledgerAccountId, type AccountKind } from './ledger-repository.js';

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

/**
 * Posts entries inside the caller's transaction and returns their ids (a
 * posting whose key was already posted is skipped and yields no id). Accounts
 * are touched in id order, so concurrent multi-account postings cannot deadlock.
 */
export async function post(ex: Executor, postings: readonly Posting[]): Promise<string[]> {
  const withIds = await Promise.all(postings.map(async (p) => ({ p, id: await ledgerAccountId(ex, p.account.kind, p.account.userId) })));
  withIds.sort((a, b) => a.id - b.id);
  const ids: string[] = [];
  for (const { p, id } of withIds) {
    if (!Number.isInteger(p.amountCents) || p.amountCents === 0) throw new Error(`A ledger entry moves a whole, non-zero number of cents (got ${p.amountCents})`);
    const entryId = await insertLedgerEntry(ex, {
      accountId: id, kind: p.kind, ledgerItemType: p.ledgerItemType, chargeType: p.chargeType ?? null, amountCents: p.amountCents,
      description: p.description.slice(0, 300), periodMonth: p.periodMonth, buildingId: p.buildingId ?? null,
      lifecycleId: p.lifecycleId ?? null, invoiceId: p.invoiceId ?? null, depositId: p.depositId ?? null,
      counterpartyUserId: p.counterpartyUserId ?? null, postingKey: p.postingKey ?? null, actor: p.actor,
    });
    if (entryId) ids.push(entryId);
  }
  return ids;
}

/**
 * Undoes an entry with a new one of the opposite amount (never an edit). An
 * entry is reversed at most once (unique reverses_entry_id): a second reversal
 * of the same entry yields null.
 */
export async function reverse(ex: Executor, entryId: string, actor: Actor, why: string): Promise<string | null> {
  return insertReversal(ex, entryId, `Reversal: ${why}`.slice(0, 300), actor);
}
