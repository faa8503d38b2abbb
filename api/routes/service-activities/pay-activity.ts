import type { Executor } from '../../db/client.js';
import type { Actor } from '../../events/record.js';
import { post } from '../../money/ledger.js';
import { ownerOfHome, type ActivityRow } from './activities-repository.js';

/** The posting key of a job's charge: one per job, whoever pays it and however often they retry. */
export const serviceChargeKey = (activityId: number) => `service-activity:${activityId}:manager-charge`;

/**
 * Paying a completed job posts, once, a "residential service payment" charge to the
 * home owner's manager account (−price: Hearth owes them less), in the transaction
 * that completes the job. A free job (price 0) posts nothing. The vendor's payout
 * waits for the provider's payout account (not built yet).
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
