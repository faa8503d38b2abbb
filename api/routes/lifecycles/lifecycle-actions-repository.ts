import { selectLifecycles, type LifecycleRow } from './lifecycles-repository.js';
import { rows, sql, type Executor } from '../../db/client.js';
import type { BedroomsRow, PromoCodesRow } from '../../db/__generated__/rows.js';

export type Promo = Pick<PromoCodesRow, 'code' | 'kind' | 'amount_cents' | 'min_lease_months'>;

export async function findActivePromo(ex: Executor, code: string): Promise<Promo | null> {
  const [promo] = await rows<Promo>(ex, sql`SELECT code, kind, amount_cents, min_lease_months FROM promo_codes WHERE code = ${code} AND active`);
  return promo ?? null;
}

export const setPromo = (ex: Executor, id: number, code: string | null) =>
  ex.execute(sql`UPDATE lifecycles SET promo_code = ${code}, updated_at = now() WHERE id = ${id}`);

/** Active promos of the automatic kinds, best first. */
export async function automaticPromos(ex: Executor, kinds: readonly string[]): Promise<Promo[]> {
  return rows<Promo>(ex, sql`SELECT code, kind, amount_cents, min_lease_months FROM promo_codes
      WHERE active AND kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        AND code NOT IN (SELECT code FROM referral_codes)
      ORDER BY amount_cents DESC, min_lease_months, code`);
}

/** Whether the bedroom is one of the home's. */
export async function isBedroomOfHome(ex: Executor, bedroomId: number, buildingId: number): Promise<boolean> {
  const [room] = await rows<Pick<BedroomsRow, 'id'>>(ex, sql`SELECT id FROM bedrooms WHERE id = ${bedroomId} AND building_id = ${buildingId}`);
  return room !== undefined;
}

export async function setAssignedBedroom(tx: Executor, lifecycleId: number, bedroomId: number | null): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET assigned_bedroom_id = ${bedroomId}, updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function markApproved(tx: Executor, lifecycleId: number, managerUserId: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET approved_at = now(), approved_by_user_id = ${managerUserId}, updated_at = now()
      WHERE id = ${lifecycleId}`);
}

export async function markDenied(tx: Executor, lifecycleId: number, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET denied_at = now(), denial_reason = ${reason},
      application_deactivated_at = now(), deactivation_reason = 'manager_rejection', updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function markDeactivated(tx: Executor, lifecycleId: number, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET application_deactivated_at = now(), deactivation_reason = ${reason},
      updated_at = now() WHERE id = ${lifecycleId}`);
}

/** The submitted application's references step is done already (the tenant's references were sent before). */
export async function markReferencesStepDone(tx: Executor, lifecycleId: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET lifecycle_tenant_references_step_completed_at = now() WHERE id = ${lifecycleId}`);
}

/** The lifecycle by id, as a Lifecycle DTO reads it (no visibility rule: the caller checked it). */
export async function lifecycleRowsById(ex: Executor, lifecycleId: number): Promise<LifecycleRow[]> {
  return selectLifecycles(ex, sql`WHERE l.id = ${lifecycleId}`);
}

// Renewals, relocation and early termination (renewal-actions.ts).
export async function markRenewalRequested(tx: Executor, lifecycleId: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET renewal_requested_at = now(), updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function markNonRenewal(tx: Executor, lifecycleId: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET non_renewal_at = now(), updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function markRenewalStarted(tx: Executor, lifecycleId: number, renewalRentCents: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET renewal_started_at = now(), renewal_rent_cents = ${renewalRentCents},
      updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function markRenewalOfferDeclined(tx: Executor, lifecycleId: number): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET renewal_offer_declined_at = now(), non_renewal_at = now(), updated_at = now()
      WHERE id = ${lifecycleId}`);
}

export async function markRelocationRequested(tx: Executor, lifecycleId: number, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET relocation_requested_at = now(), relocation_reason = ${reason},
      updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function setEarlyTerminationVacateDate(tx: Executor, lifecycleId: number, vacateDate: string): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET early_lease_termination_vacate_date = ${vacateDate}, updated_at = now()
      WHERE id = ${lifecycleId}`);
}

// Lease terms, insurance and addenda (terms-actions.ts).
export async function setLeaseNegotiationParameters(tx: Executor, lifecycleId: number, parameters: object): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET lease_negotiation_parameters = ${JSON.stringify(parameters)}::jsonb, updated_at = now()
      WHERE id = ${lifecycleId}`);
}

export async function setProposedTerms(tx: Executor, lifecycleId: number, terms: { moveInDate: string; moveOutDate: string; proposal: object }): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET move_in_date = ${terms.moveInDate},
      move_out_date = ${terms.moveOutDate}, lease_negotiation = ${JSON.stringify(terms.proposal)}::jsonb,
      updated_at = now() WHERE id = ${lifecycleId}`);
}

export async function setOccupantAddendumUris(tx: Executor, lifecycleId: number, uris: readonly string[]): Promise<void> {
  await tx.execute(sql`UPDATE lifecycles SET occupant_addendum_attachment_uris = ${`{${uris.map((u) => JSON.stringify(u)).join(',')}}`}::text[],
      updated_at = now() WHERE id = ${lifecycleId}`);
}
