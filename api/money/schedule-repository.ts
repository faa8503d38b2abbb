import { rows, sql, type Executor } from '../db/client.js';
import { buildSchedule, type Promotion } from './schedule.js';
import type { PromoCodesRow, TenantPaymentScheduleItemsRow } from '../db/__generated__/rows.js';

/** What the schedule is written from: the signed lease (its term and rent snapshot) and its home. */
export interface SchedulableLease {
  lifecycle_id: number;
  tenant_user_id: number;
  building_id: number;
  start_date: string;
  end_date: string;
  rent_base_cents: number;
  rent_utilities_cents: number;
  rent_platform_fee_cents: number;
}

/** The lifecycle's promotion code, if any (lifecycle.promo_code → promo_codes). */
async function promotionOf(ex: Executor, lifecycleId: number): Promise<Promotion | null> {
  const [row] = await rows<Pick<PromoCodesRow, 'code' | 'kind' | 'amount_cents' | 'min_lease_months'>>(ex, sql`
    SELECT p.code, p.kind, p.amount_cents, p.min_lease_months
    FROM lifecycles l JOIN promo_codes p ON p.code = l.promo_code WHERE l.id = ${lifecycleId}`);
  return row ? { code: row.code, kind: row.kind, amountCents: row.amount_cents, minLeaseMonths: row.min_lease_months } : null;
}

/**
 * Writes the lease's rent schedule in the caller's transaction (the tenant's
 * signature). Idempotent per lifecycle and month: signing again writes nothing.
 */
export async function writeSchedule(ex: Executor, lease: SchedulableLease): Promise<number> {
  const promo = await promotionOf(ex, lease.lifecycle_id);
  const schedule = buildSchedule({
    startDate: lease.start_date,
    endDate: lease.end_date,
    baseCents: lease.rent_base_cents,
    utilitiesCents: lease.rent_utilities_cents,
    platformFeeCents: lease.rent_platform_fee_cents,
  }, promo);
  let written = 0;
  for (const r of schedule) {
    const inserted = await rows<Pick<TenantPaymentScheduleItemsRow, 'id'>>(ex, sql`
      INSERT INTO tenant_payment_schedule_items (lifecycle_id, tenant_user_id, building_id, period_month, due_date,
        days_covered, days_in_month, base_cents, utilities_cents, platform_fee_cents, promotion_credit_cents, promo_code)
      VALUES (${lease.lifecycle_id}, ${lease.tenant_user_id}, ${lease.building_id}, ${r.periodMonth}::date, ${r.dueDate}::date,
        ${r.daysCovered}, ${r.daysInMonth}, ${r.baseCents}, ${r.utilitiesCents}, ${r.platformFeeCents},
        ${r.promotionCreditCents}, ${r.promoCode})
      ON CONFLICT (lifecycle_id, period_month) DO NOTHING
      RETURNING id`);
    written += inserted.length;
  }
  return written;
}

/** The platform fee of the schedule item a rent invoice bills, or null when no item names the invoice. */
export async function schedulePlatformFeeCents(ex: Executor, invoiceId: number): Promise<number | null> {
  const [item] = await rows<{ platform_fee_cents: number }>(ex, sql`
    SELECT platform_fee_cents::int AS platform_fee_cents FROM tenant_payment_schedule_items WHERE invoice_id = ${invoiceId}`);
  return item?.platform_fee_cents ?? null;
}
