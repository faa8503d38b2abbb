import { rows, sql, type Executor } from '../db/client.js';
import type { LedgerAccountsRow, ManagerPayoutsRow, PayoutAccountsRow } from '../db/__generated__/rows.js';

/** A manager owed money, with the connected payout account it is paid to. */
export type PayableManager = Pick<PayoutAccountsRow, 'user_id' | 'provider_account_id'>;

/** Managers owed money with a connected payout account and no pause. */
export async function payableManagers(ex: Executor): Promise<PayableManager[]> {
  return rows<PayableManager>(ex, sql`
    SELECT a.user_id, p.provider_account_id FROM ledger_accounts a
    JOIN payout_accounts p ON p.user_id = a.user_id AND p.connected_at IS NOT NULL
    WHERE a.kind = 'manager' AND a.balance_cents > 0
      AND NOT EXISTS (SELECT 1 FROM manager_payout_pauses z WHERE z.manager_user_id = a.user_id)
    ORDER BY a.user_id`);
}

/** The manager account's balance, its row locked (the lock every posting takes); 0 without an account. */
export async function lockManagerBalance(ex: Executor, managerUserId: number): Promise<number> {
  const [account] = await rows<{ balance: LedgerAccountsRow['balance_cents'] }>(ex, sql`
    SELECT balance_cents::bigint AS balance FROM ledger_accounts WHERE kind = 'manager' AND user_id = ${managerUserId} FOR UPDATE`);
  return Number(account?.balance ?? 0);
}

export async function payoutPaused(ex: Executor, managerUserId: number): Promise<boolean> {
  const [paused] = await rows(ex, sql`SELECT 1 FROM manager_payout_pauses WHERE manager_user_id = ${managerUserId}`);
  return paused !== undefined;
}

/** The payout, once per source key: its id, or null when the key was already paid. */
export async function insertPayout(ex: Executor, managerUserId: number, amountCents: number, sourceKey: string): Promise<number | null> {
  const [payout] = await rows<Pick<ManagerPayoutsRow, 'id'>>(ex, sql`
    INSERT INTO manager_payouts (manager_user_id, amount_cents, source_key) VALUES (${managerUserId}, ${amountCents}, ${sourceKey})
    ON CONFLICT (source_key) DO NOTHING RETURNING id`);
  return payout?.id ?? null;
}

export async function setProviderPayoutId(ex: Executor, payoutId: number, providerPayoutId: string): Promise<void> {
  await ex.execute(sql`UPDATE manager_payouts SET provider_payout_id = ${providerPayoutId} WHERE id = ${payoutId}`);
}
