/**
 * GET /me/resolution-case-options: the tenant's signed leases and what each
 * allows, so the "open a case" form offers only what POST /resolution-cases
 * would take. Current leases, and ended ones whose deposit was returned (a
 * deposit is disputed after moving out).
 */
import { z } from 'zod';
import { SECURITY_DEPOSIT_STATUSES } from '../../common/money.js';
import { RESOLUTION_CASE_KINDS } from '../../common/resolution.js';
import type { Executor } from '../db/client.js';
import { listOptionLeases, type OptionLeaseRow } from './case-options-repository.js';
import { switchableBedrooms } from './room-switch-repository.js';

export const CaseOptionSchema = z.object({
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  bedroom_name: z.string().nullable(),
  move_in_date: z.string(),
  move_out_date: z.string(),
  monthly_rent_cents: z.number().int().nullable(),
  switchable_bedrooms: z.array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('Bedrooms of the same home no signed lease holds from today to the move-out date.'),
  deposit: z.object({
    id: z.number().int(), status: z.enum(SECURITY_DEPOSIT_STATUSES), deductions_total_cents: z.number().int(),
    disputable_cents: z.number().int().describe('Deductions less what earlier disputes gave back: the most a new dispute may ask for.'),
  }).nullable(),
  open_case_kinds: z.array(z.enum(RESOLUTION_CASE_KINDS)).describe('Kinds with a case in progress on this lease (a second one answers 409).'),
});
export type CaseOption = z.infer<typeof CaseOptionSchema>;

export async function caseOptions(ex: Executor, userId: number): Promise<CaseOption[]> {
  const leases = await listOptionLeases(ex, userId);
  const out: CaseOption[] = [];
  for (const lease of leases) {
    out.push({
      lifecycle_id: lease.lifecycle_id, building_id: lease.building_id, building_name: lease.building_name, bedroom_name: lease.bedroom_name,
      move_in_date: lease.move_in_date, move_out_date: lease.move_out_date, monthly_rent_cents: lease.monthly_rent_cents,
      switchable_bedrooms: await bedroomsToSwitchTo(ex, lease),
      deposit: lease.deposit_id === null ? null : {
        id: lease.deposit_id, status: lease.deposit_status!,
        deductions_total_cents: lease.deductions_total_cents ?? 0, disputable_cents: lease.disputable_cents ?? 0,
      },
      open_case_kinds: lease.open_case_kinds,
    });
  }
  return out;
}

/** The bedrooms open-case.ts accepts (room-switch-repository.ts bedroomIsSwitchable), from today; none once the lease ended. */
function bedroomsToSwitchTo(ex: Executor, lease: OptionLeaseRow): Promise<{ id: number; name: string }[]> {
  if (lease.move_out_date <= new Date().toISOString().slice(0, 10)) return Promise.resolve([]);
  return switchableBedrooms(ex, { id: lease.lifecycle_id, building_id: lease.building_id, assigned_bedroom_id: lease.bedroom_id, move_out_date: lease.move_out_date });
}
