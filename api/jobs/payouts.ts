import { formatUsd } from '../../common/money.js';
import { rows, sql, type Executor } from '../db/client.js';
import { recordEvent } from '../events/record.js';
import { post } from '../money/ledger.js';
import { paymentSourcesProvider } from '../providers/payment-sources.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';

interface Payable {
  user_id: number;
  provider_account_id: string;
}

/** Managers owed money with a connected payout account and no pause. */
async function payableManagers(ex: Executor): Promise<Payable[]> {
  return rows<Payable>(ex, sql`
    SELECT a.user_id, p.provider_account_id FROM ledger_accounts a
    JOIN payout_accounts p ON p.user_id = a.user_id AND p.connected_at IS NOT NULL
    WHERE a.kind = 'manager' AND a.balance_cents > 0
      AND NOT EXISTS (SELECT 1 FROM manager_payout_pauses z WHERE z.manager_user_id = a.user_id)
    ORDER BY a.user_id`);
}

/**
 * One manager's payout, in one transaction: the account row lock (the same one
 * every posting takes) fixes the balance paid; the pause is checked again under
 * it; `payout:<manager>:<day>` makes it once a day; the processor's key is the
 * same, so a retried run never pays twice.
 */
async function payOut(ex: Executor, deps: JobDeps, m: Payable, run: JobRun): Promise<boolean> {
  const [account] = await rows<{ balance: number }>(ex, sql`
    SELECT balance_cents::bigint AS balance FROM ledger_accounts WHERE kind = 'manager' AND user_id = ${m.user_id} FOR UPDATE`);
  const amount = Number(account?.balance ?? 0);
  const [paused] = await rows(ex, sql`SELECT 1 FROM manager_payout_pauses WHERE manager_user_id = ${m.user_id}`);
  if (amount <= 0 || paused) return false;
  const sourceKey = `payout:${m.user_id}:${run.day}`;
  const [payout] = await rows<{ id: number }>(ex, sql`
    INSERT INTO manager_payouts (manager_user_id, amount_cents, source_key) VALUES (${m.user_id}, ${amount}, ${sourceKey})
    ON CONFLICT (source_key) DO NOTHING RETURNING id`);
  if (!payout) return false;
  const provider = deps.provider ?? paymentSourcesProvider();
  const { payoutId } = await provider.payout({ providerAccountId: m.provider_account_id, amountCents: amount, idempotencyKey: sourceKey });
  await ex.execute(sql`UPDATE manager_payouts SET provider_payout_id = ${payoutId} WHERE id = ${payout.id}`);
  await post(ex, [{
    account: { kind: 'manager', userId: m.user_id }, kind: 'payout', ledgerItemType: 'bedroom rent', amountCents: -amount,
    description: `Payout ${payoutId}`, periodMonth: `${run.day.slice(0, 7)}-01`, postingKey: `payout:${payout.id}`, actor: AUTOMATIC,
  }]);
  await recordEvent(ex, {
    type: 'payout.paid', actor: AUTOMATIC, triggerSource: run.triggerSource,
    subject: { type: 'manager_payout', id: payout.id }, audience: [m.user_id],
    data: { payout_id: payout.id, amount_cents: amount, provider_payout_id: payoutId },
    notify: [{ userId: m.user_id, group: 'manager_user', title: 'Payout sent', body: `${formatUsd(amount)} is on its way to your bank.`, linkPath: '/manager/ledger' }],
  });
  return true;
}

/** Pays every payable manager their positive balance; returns how many payouts. */
export async function payManagers(deps: JobDeps, run: JobRun): Promise<number> {
  const db = deps.database.db;
  let paid = 0;
  for (const m of await payableManagers(db)) {
    if (await db.transaction((tx) => payOut(tx, deps, m, run))) paid++;
  }
  return paid;
}
