import { z } from 'zod';
import { LEASE_STATUSES, LEASE_VERSIONS } from '../../../common/leases.js';
import { SECURITY_DEPOSIT_STATUSES } from '../../../common/money.js';
import type { RentalRow, ScheduleItemRow } from './rent-repository.js';

/** Spec §3 rent components, as the lease DTO spells them. */
const RentComponentsSchema = z.object({ BASE: z.number().int(), UTILITIES: z.number().int(), PLATFORM_FEE: z.number().int(), TOTAL_RENT: z.number().int() });

export const ScheduleItemSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  period_month: z.string().describe('YYYY-MM-01'),
  due_date: z.string(),
  days_covered: z.number().int(),
  days_in_month: z.number().int(),
  rent_components: RentComponentsSchema.describe('This month, prorated by days for the first and last months.'),
  promotion_credit_cents: z.number().int(),
  promo_code: z.string().nullable(),
  amount_due_cents: z.number().int().describe('TOTAL_RENT less the promotion credit.'),
  invoice_id: z.number().int().nullable(),
});

export function toScheduleItemDto(r: ScheduleItemRow): z.infer<typeof ScheduleItemSchema> {
  return {
    id: r.id, lifecycle_id: r.lifecycle_id, building_id: r.building_id, period_month: r.period_month, due_date: r.due_date,
    days_covered: r.days_covered, days_in_month: r.days_in_month,
    rent_components: { BASE: r.base_cents, UTILITIES: r.utilities_cents, PLATFORM_FEE: r.platform_fee_cents, TOTAL_RENT: r.total_rent_cents },
    promotion_credit_cents: r.promotion_credit_cents, promo_code: r.promo_code,
    amount_due_cents: r.total_rent_cents - r.promotion_credit_cents, invoice_id: r.invoice_id,
  };
}

export const RentalSchema = z.object({
  lifecycle_id: z.number().int(),
  lease_id: z.number().int(),
  lease_status: z.enum(LEASE_STATUSES),
  lease_version: z.enum(LEASE_VERSIONS),
  building_id: z.number().int(),
  building_name: z.string(),
  bedroom_id: z.number().int(),
  bedroom_name: z.string(),
  start_date: z.string(),
  end_date: z.string().describe('Move-out day (exclusive).'),
  rent_components: RentComponentsSchema.describe('The monthly rent of the lease.'),
  deposit_status: z.enum(SECURITY_DEPOSIT_STATUSES).describe('Spec §4 security deposit status; no_deposit until one exists.'),
  next_due: z.object({ period_month: z.string(), due_date: z.string(), amount_due_cents: z.number().int(), invoice_id: z.number().int().nullable() }).nullable(),
});

export function toRentalDto(r: RentalRow, next: ScheduleItemRow | undefined): z.infer<typeof RentalSchema> {
  return {
    lifecycle_id: r.lifecycle_id, lease_id: r.lease_id, lease_status: r.lease_status, lease_version: r.lease_version,
    building_id: r.building_id, building_name: r.building_name, bedroom_id: r.bedroom_id, bedroom_name: r.bedroom_name,
    start_date: r.start_date, end_date: r.end_date,
    rent_components: { BASE: r.rent_base_cents, UTILITIES: r.rent_utilities_cents, PLATFORM_FEE: r.rent_platform_fee_cents, TOTAL_RENT: r.rent_total_cents },
    deposit_status: r.deposit_status ?? 'no_deposit',
    next_due: next
      ? { period_month: next.period_month, due_date: next.due_date, amount_due_cents: next.total_rent_cents - next.promotion_credit_cents, invoice_id: next.invoice_id }
      : null,
  };
}
