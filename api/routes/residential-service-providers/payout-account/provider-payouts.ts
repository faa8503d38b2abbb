import type { Executor } from '../../../db/client.js';
import { paymentSourcesProvider, type PaymentSourcesProvider } from '../../../providers/payment-sources.js';
import {
  awaitingPayouts, findProviderPayoutAccount, insertProviderPayout, markProviderPayoutPaid,
} from './payout-account-repository.js';

/** The posting's source key of a job's vendor payout: one per job, however often payment is retried. */
export const vendorPayoutKey = (activityId: number) => `service-activity:${activityId}:vendor-payout`;

/**
 * Sends every payout of the company that waits for its account, if the account is
 * connected. The processor's idempotency key is the source key, so a retry that
 * gets here twice names the same payout.
 */
export async function sendAwaitingPayouts(ex: Executor, providerId: number, provider: PaymentSourcesProvider = paymentSourcesProvider()): Promise<number> {
  const account = await findProviderPayoutAccount(ex, providerId);
  if (!account?.connected_at) return 0;
  const waiting = await awaitingPayouts(ex, providerId);
  for (const p of waiting) {
    const { payoutId } = await provider.payout({ providerAccountId: account.provider_account_id, amountCents: p.amount_cents, idempotencyKey: p.source_key });
    await markProviderPayoutPaid(ex, p.id, payoutId);
  }
  return waiting.length;
}

/**
 * Records, once per job (source key), what the holder is paid for it, and sends it
 * to the company's payout account when one is connected; else it waits for it.
 * Returns false when this job's payout was recorded already.
 */
export async function recordVendorPayout(ex: Executor, p: { providerId: number; activityId: number; amountCents: number },
  provider?: PaymentSourcesProvider): Promise<boolean> {
  const id = await insertProviderPayout(ex, { ...p, sourceKey: vendorPayoutKey(p.activityId) });
  if (id === null) return false;
  await sendAwaitingPayouts(ex, p.providerId, provider);
  return true;
}
