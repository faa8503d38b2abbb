import { rows, sql } from '../../api/db/client.js';
import type { TestApi } from '../support/api.js';
import { demoHomeOf, demoUserId, makeResident, type ResidentOptions } from '../support/residents.js';
import { payDeposit, tenancyWithDeposit } from './deposits-helpers.js';
import { uploadSample } from './uploads-helpers.js';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD `n` days from today (UTC, like the api's current_date in tests). */
export const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

export interface Tenancy { lifecycleId: number; bedroomId: number; buildingId: number; managerUserId: number }

/**
 * A current signed lease of the demo user `tenantKey` in a home of `ownerKey`,
 * trying the owner's homes in turn (tests use up bedrooms quickly). Default stay:
 * moved in 60 days ago, moves out in 365 days.
 */
export async function tenancyFor(api: TestApi, tenantKey = 'tenant', ownerKey = 'manager', opts: ResidentOptions = {}): Promise<Tenancy> {
  const tenantId = await demoUserId(api.deps, tenantKey);
  for (let skip = 0; skip < 20; skip += 1) {
    const home = await demoHomeOf(api.deps, ownerKey, skip);
    try {
      const made = await makeResident(api.deps, tenantId, home.buildingId, opts);
      return { ...made, buildingId: home.buildingId, managerUserId: home.managerUserId };
    } catch (err) {
      if (!String(err).includes('no bedroom free')) throw err;
    }
  }
  throw new Error(`no home of ${ownerKey} has a free bedroom`);
}

/** POST /resolution-cases (the raw response). */
export const openCase = (api: TestApi, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', '/resolution-cases', { token, body, headers });

/** A lease termination case on a fresh tenancy, opened by the tenant; returns the case JSON and the tenancy. */
export async function openTerminationCase(api: TestApi, tenantToken: string, tenantKey = 'tenant', ownerKey = 'manager', kind = 'tenant_elt') {
  const tenancy = await tenancyFor(api, tenantKey, ownerKey);
  const evidence = kind === 'tenant_elt_military' ? [await uploadSample(api, tenantToken, 'case_evidence', 'pdf')] : [];
  const res = await openCase(api, tenantToken, {
    kind, lifecycle_id: tenancy.lifecycleId, description: 'I got a job in another city.', requested_vacate_date: inDays(30), evidence_file_ids: evidence,
  });
  if (res.statusCode !== 201) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return { tenancy, case: res.json() as CaseJson };
}

/**
 * An ended tenancy whose paid deposit was returned on platform with one deduction
 * of `deductionCents`: a deposit a tenant may dispute (up to that amount).
 */
export async function disputableDeposit(api: TestApi, tenantKey: string, ownerKey: string, managerToken: string, deductionCents = 5_000) {
  const tenantId = await demoUserId(api.deps, tenantKey);
  const { lifecycleId, deposit } = await tenancyWithDeposit(api, tenantId, ownerKey, { movedInDaysAgo: 400, moveOutInDays: -3 });
  await payDeposit(api, deposit);
  const res = await api.call('POST', `/lifecycles/${lifecycleId}/deposit-return`, {
    token: managerToken,
    body: { deductions: [{ charge_back_category: 'damage to property', amount_cents: deductionCents, description: 'Hole in the wall' }] },
  });
  if (res.statusCode >= 300) throw new Error(`deposit return failed: ${res.statusCode} ${res.body}`);
  return { lifecycleId, depositId: deposit.id, deductionCents };
}

/** A bedroom of the tenancy's home other than its own that no signed lease holds from `from` on. */
export async function switchableBedroom(api: TestApi, tenancy: Tenancy, from: string): Promise<number> {
  const [row] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT r.id FROM bedrooms r
    WHERE r.building_id = ${tenancy.buildingId} AND r.id <> ${tenancy.bedroomId} AND NOT EXISTS (
      SELECT 1 FROM lifecycles l WHERE l.assigned_bedroom_id = r.id AND l.lease_signed_at IS NOT NULL
        AND daterange(l.move_in_date, l.move_out_date) && daterange(${from}::date, (SELECT move_out_date FROM lifecycles WHERE id = ${tenancy.lifecycleId})))
    ORDER BY r.id LIMIT 1`);
  if (!row) throw new Error(`no switchable bedroom in building ${tenancy.buildingId}`);
  return row.id;
}

/** The parts of the case JSON tests look at most. */
export interface CaseJson {
  id: number; kind: string; status: string; action_required_by: string; escalation: string; ban: string;
  lifecycle_id: number; building_id: number; comment_thread_id: number | null; pending_proposal_id: number | null;
  viewer_role: string; viewer_may: { actions: string[] }; history: { status_from: string | null; status_to: string; action: string; actor_role: string }[];
  evidence: { file_id: string; url: string }[]; proposals: { id: number; status: string; proposal_type: string; fee_amount_cents: number | null }[];
  monthly_rent_cents: number | null; effects: { vacate_date: string | null; invoice_ids: number[]; room_switch_lifecycle_id: number | null; deposit_adjustment_cents: number | null };
}
