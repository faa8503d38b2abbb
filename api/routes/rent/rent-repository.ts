import { rows, sql, type Executor } from '../../db/client.js';
import { unpaidInvoiceSql } from '../../money/invoices-repository.js';
import type { BedroomsRow, BuildingsRow, LeasesRow, TenantDepositsRow, TenantPaymentScheduleItemsRow } from '../../db/__generated__/rows.js';

/** A schedule item; its bigint cents are read `::int`. */
export interface ScheduleItemRow extends Pick<TenantPaymentScheduleItemsRow, 'id' | 'lifecycle_id' | 'building_id' | 'period_month' | 'due_date'
  | 'days_covered' | 'days_in_month' | 'base_cents' | 'utilities_cents' | 'platform_fee_cents' | 'promotion_credit_cents' | 'promo_code' | 'invoice_id'> {
  base_cents: number;
  utilities_cents: number;
  platform_fee_cents: number;
  total_rent_cents: number;
  promotion_credit_cents: number;
}

const SELECT_ITEMS = sql`
  SELECT id, lifecycle_id, building_id, period_month::text AS period_month, due_date::text AS due_date, days_covered, days_in_month,
    base_cents::int AS base_cents, utilities_cents::int AS utilities_cents, platform_fee_cents::int AS platform_fee_cents,
    total_rent_cents::int AS total_rent_cents, promotion_credit_cents::int AS promotion_credit_cents, promo_code, invoice_id
  FROM tenant_payment_schedule_items`;

/** The tenant's own schedule items, by due date (one lifecycle, or all). */
export async function listScheduleItems(ex: Executor, tenantUserId: number, lifecycleId?: number): Promise<ScheduleItemRow[]> {
  return rows<ScheduleItemRow>(ex, sql`${SELECT_ITEMS} WHERE tenant_user_id = ${tenantUserId}
    ${lifecycleId === undefined ? sql`` : sql`AND lifecycle_id = ${lifecycleId}`} ORDER BY lifecycle_id, period_month`);
}

export async function ownsLifecycle(ex: Executor, tenantUserId: number, lifecycleId: number): Promise<boolean> {
  const [row] = await rows(ex, sql`SELECT 1 FROM lifecycles WHERE id = ${lifecycleId} AND tenant_user_id = ${tenantUserId}`);
  return row !== undefined;
}

export interface RentalRow extends Pick<LeasesRow, 'lifecycle_id' | 'lease_version' | 'rent_base_cents' | 'rent_utilities_cents' | 'rent_platform_fee_cents'> {
  lease_id: LeasesRow['id'];
  lease_status: LeasesRow['status'];
  building_id: BedroomsRow['building_id'];
  building_name: BuildingsRow['title'];
  bedroom_id: BedroomsRow['id'];
  bedroom_name: BedroomsRow['name'];
  /** lower(term) and upper(term) of the lease. */
  start_date: string;
  end_date: string;
  rent_total_cents: NonNullable<LeasesRow['rent_total_cents']>;
  deposit_status: TenantDepositsRow['status'] | null;
}

/** The tenant's signed leases (tenant-signed or countersigned), newest move-in first. */
export async function listRentals(ex: Executor, tenantUserId: number): Promise<RentalRow[]> {
  return rows<RentalRow>(ex, sql`
    SELECT s.lifecycle_id, s.id AS lease_id, s.status AS lease_status, s.lease_version, r.building_id, b.title AS building_name,
      r.id AS bedroom_id, r.name AS bedroom_name, lower(s.term)::text AS start_date, upper(s.term)::text AS end_date,
      s.rent_base_cents, s.rent_utilities_cents, s.rent_platform_fee_cents, s.rent_total_cents, d.status AS deposit_status
    FROM leases s JOIN bedrooms r ON r.id = s.bedroom_id JOIN buildings b ON b.id = r.building_id
    LEFT JOIN tenant_deposits d ON d.lifecycle_id = s.lifecycle_id
    WHERE s.tenant_user_id = ${tenantUserId} AND s.status IN ('tenant_signed','countersigned')
    ORDER BY lower(s.term) DESC, s.id DESC`);
}

/** Per lifecycle, the first schedule item not yet paid (no invoice, or an invoice not paid or canceled). */
export async function nextDueItems(ex: Executor, lifecycleIds: number[]): Promise<Map<number, ScheduleItemRow>> {
  if (lifecycleIds.length === 0) return new Map();
  const found = await rows<ScheduleItemRow>(ex, sql`
    SELECT DISTINCT ON (i.lifecycle_id) i.id, i.lifecycle_id, i.building_id, i.period_month::text AS period_month, i.due_date::text AS due_date,
      i.days_covered, i.days_in_month, i.base_cents::int AS base_cents, i.utilities_cents::int AS utilities_cents,
      i.platform_fee_cents::int AS platform_fee_cents, i.total_rent_cents::int AS total_rent_cents,
      i.promotion_credit_cents::int AS promotion_credit_cents, i.promo_code, i.invoice_id
    FROM tenant_payment_schedule_items i LEFT JOIN invoices v ON v.id = i.invoice_id
    WHERE i.lifecycle_id IN (${sql.join(lifecycleIds.map((id) => sql`${id}`), sql`, `)})
      AND i.total_rent_cents > i.promotion_credit_cents
      AND (v.id IS NULL OR ${unpaidInvoiceSql('v')})
    ORDER BY i.lifecycle_id, i.due_date`);
  return new Map(found.map((r) => [r.lifecycle_id, r]));
}
