import { rows, sql } from '../../api/db/client.js';
import type { ResolutionCaseKind } from '../../common/resolution.js';
import type { TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { disputableDeposit, inDays, switchableBedroom, tenancyFor, type CaseJson, type Tenancy } from './resolution-helpers.js';

export const DISPUTED_CENTS = 3_000;

export interface OpenCase { caseId: number; tenancy: Tenancy; lifecycleId: number; requestedBedroomId: number | null }

/**
 * An open case of `kind` on a fresh tenancy of the demo tenant `tenantKey` in a
 * home of `ownerKey`, written straight to the table (the proposal tests do not
 * go through opening: resolution-cases tests cover that). Room switch: a free
 * bedroom of the same home from 20 days on; deposit dispute: an ended tenancy
 * whose returned deposit kept 5,000 cents, DISPUTED_CENTS of it disputed.
 */
export async function openCaseOf(api: TestApi, kind: ResolutionCaseKind, managerToken: string, tenantKey = 'tenant', ownerKey = 'manager'): Promise<OpenCase> {
  const db = api.deps.database.db;
  let tenancy: Tenancy;
  let bedroom: number | null = null;
  let depositId: number | null = null;
  if (kind === 'tenant_deposit_return_dispute') {
    const disputable = await disputableDeposit(api, tenantKey, ownerKey, managerToken);
    const [home] = await rows<{ building_id: number; assigned_bedroom_id: number }>(db,
      sql`SELECT building_id, assigned_bedroom_id FROM lifecycles WHERE id = ${disputable.lifecycleId}`);
    tenancy = { lifecycleId: disputable.lifecycleId, bedroomId: home!.assigned_bedroom_id, buildingId: home!.building_id, managerUserId: await demoUserId(api.deps, ownerKey) };
    depositId = disputable.depositId;
  } else {
    tenancy = await tenancyFor(api, tenantKey, ownerKey);
    // A home whose last free bedroom this tenancy took has none to switch to: the next tenancy lands in the next home.
    for (let tries = 0; kind === 'tenant_room_switch' && bedroom === null; tries += 1) {
      bedroom = await switchableBedroom(api, tenancy, inDays(20)).catch((err: unknown) => {
        if (tries >= 5) throw err;
        return null;
      });
      if (bedroom === null) tenancy = await tenancyFor(api, tenantKey, ownerKey);
    }
  }
  const isTermination = kind === 'tenant_elt' || kind === 'tenant_elt_military';
  const [row] = await rows<{ id: number }>(db, sql`INSERT INTO resolution_cases (kind, status, tenant_user_id, lifecycle_id, building_id, description,
      requested_vacate_date, requested_bedroom_id, requested_move_date, deposit_id, disputed_amount_cents)
    VALUES (${kind}, 'open', ${await demoUserId(api.deps, tenantKey)}, ${tenancy.lifecycleId}, ${tenancy.buildingId}, 'Please.',
      ${isTermination ? inDays(30) : null}::date, ${bedroom}, ${bedroom ? inDays(20) : null}::date, ${depositId},
      ${depositId ? DISPUTED_CENTS : null})
    RETURNING id`);
  return { caseId: row!.id, tenancy, lifecycleId: tenancy.lifecycleId, requestedBedroomId: bedroom };
}

export const proposeOn = (api: TestApi, token: string, caseId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', '/resolution-proposals', { token, body: { case_id: caseId, ...body }, headers });

export const acceptP = (api: TestApi, token: string, proposalId: number, headers: Record<string, string> = {}) =>
  api.call('POST', `/resolution-proposals/${proposalId}/accept`, { token, headers });

export const declineP = (api: TestApi, token: string, proposalId: number, body: Record<string, unknown> = {}) =>
  api.call('POST', `/resolution-proposals/${proposalId}/decline`, { token, body });

/** Proposes and returns the new proposal's id (throws unless 201). */
export async function proposed(api: TestApi, token: string, caseId: number, body: Record<string, unknown>): Promise<number> {
  const res = await proposeOn(api, token, caseId, body);
  if (res.statusCode !== 201) throw new Error(`propose failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Proposes, accepts as the tenant, and returns the case JSON (throws unless 200). */
export async function acceptedCase(api: TestApi, managerToken: string, tenantToken: string, caseId: number, body: Record<string, unknown>): Promise<CaseJson> {
  const id = await proposed(api, managerToken, caseId, body);
  const res = await acceptP(api, tenantToken, id);
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return res.json() as CaseJson;
}

export const caseStatus = async (api: TestApi, caseId: number) => (await rows<{ status: string }>(api.deps.database.db,
  sql`SELECT status FROM resolution_cases WHERE id = ${caseId}`))[0]!.status;

export const proposalCount = async (api: TestApi, caseId: number) => (await rows<{ n: number }>(api.deps.database.db,
  sql`SELECT count(*)::int AS n FROM resolution_proposals WHERE case_id = ${caseId}`))[0]!.n;

/** Invoices and ledger entries an accepted proposal's fee made. */
export async function feeTrail(api: TestApi, proposalId: number) {
  const db = api.deps.database.db;
  const invoices = await rows<{ id: number; amount_cents: number; charge_type: string; ledger_item_type: string }>(db, sql`
    SELECT id, amount_cents::int AS amount_cents, charge_type, ledger_item_type FROM invoices WHERE source_key = ${`resolution-proposal:${proposalId}:fee`}`);
  const entries = await rows<{ amount_cents: number; ledger_item_type: string }>(db, sql`SELECT e.amount_cents::int AS amount_cents, e.ledger_item_type
    FROM ledger_entries e WHERE e.invoice_id IN (SELECT id FROM invoices WHERE source_key = ${`resolution-proposal:${proposalId}:fee`})`);
  return { invoices, entries };
}
