import { selectLifecycles, type LifecycleRow } from './lifecycles-repository.js';
import { rows, sql, type Executor } from '../../db/client.js';

export interface Promo { code: string; kind: string; amount_cents: number; min_lease_months: number }

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
      ORDER BY amount_cents DESC, min_lease_months, code`);
}

/** Whether the bedroom is one of the home's. */
export async function isBedroomOfHome(ex: Executor, bedroomId: number, buildingId: number): Promise<boolean> {
  const [room] = await rows<{ id: number }>(ex, sql`SELECT id FROM bedrooms WHERE id = ${bedroomId} AND building_id = ${buildingId}`);
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
