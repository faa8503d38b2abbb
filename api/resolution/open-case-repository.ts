/** The SQL of opening a case (open-case.ts): the tenant's lease, the ban, and the new case row. */
import type { ResolutionCaseKind, ResolutionCaseStatus } from '../../common/resolution.js';
import { rows, sql, type Executor } from '../db/client.js';
import type { LifecyclesRow, ResolutionCaseTypesRow, ResolutionCasesRow } from '../db/__generated__/rows.js';

/** The lease a case is about, with whether it is signed and the database's today. */
export type TenantLease = Pick<LifecyclesRow, 'id' | 'building_id' | 'assigned_bedroom_id' | 'move_out_date'> & { signed: boolean; today: string };

/** The viewer's own lifecycle, or null. */
export async function findTenantLease(ex: Executor, tenantUserId: number, lifecycleId: number): Promise<TenantLease | null> {
  const [lease] = await rows<TenantLease>(ex, sql`SELECT id, building_id, assigned_bedroom_id, move_out_date::text AS move_out_date,
      lease_signed_at IS NOT NULL AS signed, current_date::text AS today
    FROM lifecycles WHERE id = ${lifecycleId} AND tenant_user_id = ${tenantUserId}`);
  return lease ?? null;
}

/** Whether any case of the tenant is banned. */
export async function tenantIsBanned(ex: Executor, tenantUserId: number): Promise<boolean> {
  const [banned] = await rows(ex, sql`SELECT 1 FROM resolution_cases WHERE tenant_user_id = ${tenantUserId} AND ban = 'banned' LIMIT 1`);
  return banned !== undefined;
}

/** Whether cases of the kind wait for evidence before they open. */
export async function evidenceRequiredFor(tx: Executor, kind: ResolutionCaseKind): Promise<boolean> {
  const [type] = await rows<Pick<ResolutionCaseTypesRow, 'evidence_required'>>(tx, sql`SELECT evidence_required FROM resolution_case_types WHERE kind = ${kind}`);
  return type?.evidence_required ?? false;
}

export interface NewCase {
  kind: ResolutionCaseKind;
  status: ResolutionCaseStatus;
  tenantUserId: number;
  lifecycleId: number;
  buildingId: number;
  description: string;
  requestedVacateDate: string | null;
  requestedBedroomId: number | null;
  requestedMoveDate: string | null;
  depositId: number | null;
  disputedAmountCents: number | null;
}

/**
 * Inserts the case and returns its id, or null when the lease already has one of
 * the kind in progress: the partial unique index decides (ON CONFLICT DO NOTHING
 * waits for a racing insert to commit, then yields no row).
 */
export async function insertCase(tx: Executor, c: NewCase): Promise<number | null> {
  const [row] = await rows<Pick<ResolutionCasesRow, 'id'>>(tx, sql`INSERT INTO resolution_cases (kind, status, tenant_user_id, lifecycle_id, building_id, description,
      requested_vacate_date, requested_bedroom_id, requested_move_date, deposit_id, disputed_amount_cents)
    VALUES (${c.kind}, ${c.status}, ${c.tenantUserId}, ${c.lifecycleId}, ${c.buildingId}, ${c.description},
      ${c.requestedVacateDate}::date, ${c.requestedBedroomId}::int, ${c.requestedMoveDate}::date,
      ${c.depositId}::int, ${c.disputedAmountCents}::bigint)
    ON CONFLICT (lifecycle_id, kind) WHERE status NOT IN ('resolved','closed') DO NOTHING
    RETURNING id`);
  return row?.id ?? null;
}
