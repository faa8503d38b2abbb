import type { Executor } from '../db/client.js';
import { recordApplicationEvent } from '../events/lifecycle-events.js';
import { markRenterConfirmationCompleted, openQuestionsOf } from './renter-confirmation-repository.js';

/**
 * Spec §4 step 8, "confirmation questions done": once every question of the
 * user's active applications is answered or declined, the user's renter
 * confirmation is complete, and so is each of those applications whose fee is
 * paid (confirmation is the last step of the onboarding order; the fee is paid on
 * /applications, before or after it). Called after every answer, decline and
 * withdrawal, and after the application fee is paid.
 */
export async function settleRenterConfirmation(tx: Executor, userId: number): Promise<void> {
  const { open, active } = await openQuestionsOf(tx, userId);
  if (!(active > 0 && open === 0)) return;
  const sent = await markRenterConfirmationCompleted(tx, userId);
  for (const lifecycle of sent) {
    await recordApplicationEvent(tx, 'application.sent', { id: lifecycle.id, buildingId: lifecycle.building_id, tenantUserId: userId },
      { role: 'tenant', userId });
  }
}
