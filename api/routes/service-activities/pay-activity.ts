import type { Executor } from '../../db/client.js';
import type { Actor } from '../../events/record.js';
import { post } from '../../money/ledger.js';
import { recordVendorPayout } from '../residential-service-providers/payout-account/provider-payouts.js';
import { ownerOfHome, type ActivityRow } from './activities-repository.js';
import { continueSeries } from './series.js';

/** The posting key of a job's charge: one per job, whoever pays it and however often they retry. */
export const serviceChargeKey = (activityId: number) => `service-activity:${activityId}:manager-charge`;

/**
 * Paying a completed job posts, once, a "residential service payment" charge to the
 * home owner's manager account (−price: Hearth owes them less), in the transaction
 * that completes the job. A free job (price 0) posts nothing.
 */
export async function chargeManagerForService(tx: Executor, a: ActivityRow, actor: Actor): Promise<void> {
  if (a.price_cents === 0) return;
  await post(tx, [{
    account: { kind: 'manager', userId: await ownerOfHome(tx, a.building_id) }, kind: 'charge',
    ledgerItemType: 'residential service payment', chargeType: 'residential service payment',
    amountCents: -a.price_cents, description: `${a.service_type_name} at ${a.building_title} (service activity ${a.id})`,
    periodMonth: `${new Date().toISOString().slice(0, 7)}-01`, buildingId: a.building_id,
    postingKey: serviceChargeKey(a.id), actor,
  }]);
}

/**
 * The whole of paying a job, in its transaction: the manager's charge and the
 * holder's payout of the job's price ("residential service payment", source key
 * `service-activity:{id}:vendor-payout`), each once however often payment is
 * retried. The payout goes to the company's payout account, or waits for it. A paid
 * visit of a recurring series books the series' next visit (series.ts), once.
 */
export async function settleServicePayment(tx: Executor, a: ActivityRow, actor: Actor): Promise<void> {
  await chargeManagerForService(tx, a, actor);
  await continueSeries(tx, a);
  if (a.price_cents === 0 || a.holder_provider_id === null) return;
  await recordVendorPayout(tx, { providerId: a.holder_provider_id, activityId: a.id, amountCents: a.price_cents });
}
