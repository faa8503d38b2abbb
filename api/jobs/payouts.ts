import { formatUsd } from '../../common/money.js';
import type { Executor } from '../db/client.js';
import { recordEvent } from '../events/record.js';
import { post } from '../money/ledger.js';
import { paymentSourcesProvider } from '../providers/payment-sources.js';
import { AUTOMATIC, type JobDeps, type JobRun } from './job-deps.js';
import {
  insertPayout, lockManagerBalance, payableManagers, payoutPaused, setProviderPayoutId, type PayableManager,
} from './payouts-repository.js';

/**
 * One manager's payout, in one transaction: the account row lock (the same one
 * every posting takes) fixes the balance paid; the pause is checked again under
 * it; `payout:<manager>:<day>` makes it once a day; the processor's key is the
 * same, so a retried run never pays twice.
 */
async function payOut(ex: Executor, deps: JobDeps, m: PayableManager, run: JobRun): Promise<boolean> {
  const amount = await lockManagerBalance(ex, m.user_id);
  const paused = await payoutPaused(ex, m.user_id);
  if (amount <= 0 || paused) return false;
  const sourceKey = `payout:${m.user_id}:${run.day}`;
  const payoutRowId = await insertPayout(ex, m.user_id, amount, sourceKey);
  if (payoutRowId === null) return false;
  const provider = deps.provider ?? paymentSourcesProvider();
  const { payoutId } = await provider.payout({ providerAccountId: m.provider_account_id, amountCents: amount, idempotencyKey: sourceKey });
  await setProviderPayoutId(ex, payoutRowId, payoutId);
  await post(ex, [{
    account: { kind: 'manager', userId: m.user_id }, kind: 'payout', ledgerItemType: 'bedroom rent', amountCents: -amount,
    description: `Payout ${payoutId}`, periodMonth: `${run.day.slice(0, 7)}-01`, postingKey: `payout:${payoutRowId}`, actor: AUTOMATIC,
  }]);
  await recordEvent(ex, {
    type: 'payout.paid', actor: AUTOMATIC, triggerSource: run.triggerSource,
    subject: { type: 'manager_payout', id: payoutRowId }, audience: [m.user_id],
    data: { payout_id: payoutRowId, amount_cents: amount, provider_payout_id: payoutId },
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
