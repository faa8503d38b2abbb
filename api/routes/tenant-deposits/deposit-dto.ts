import { z } from 'zod';
import { CHARGE_BACK_CATEGORIES, SECURITY_DEPOSIT_STATUSES } from '../../../common/money.js';
import { ACTOR_ROLES } from '../../../common/live.js';
import type { Executor } from '../../db/client.js';
import type { DepositRow } from '../../money/deposits-repository.js';
import { depositDetails } from './tenant-deposits-repository.js';

export const DepositSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int(),
  tenant_user_id: z.number().int(),
  building_id: z.number().int(),
  building_name: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(SECURITY_DEPOSIT_STATUSES),
  held_by_deposit_id: z.number().int().nullable().describe('Held by another lease: the deposit of that lease.'),
  invoice_id: z.number().int().nullable().describe('The deposit invoice (null when the deposit is 0).'),
  returned_amount_cents: z.number().int().nullable().describe('Once returned: amount less the deductions.'),
  return_created_at: z.string().nullable(),
  deductions: z.array(z.object({
    id: z.number().int(), charge_back_category: z.enum(CHARGE_BACK_CATEGORIES), amount_cents: z.number().int(), description: z.string(), created_at: z.string(),
  })),
  status_history: z.array(z.object({
    status_from: z.enum(SECURITY_DEPOSIT_STATUSES).nullable(), status_to: z.enum(SECURITY_DEPOSIT_STATUSES), actor_role: z.enum(ACTOR_ROLES), created_at: z.string(),
  })),
  created_at: z.string(),
});
export type DepositDto = z.infer<typeof DepositSchema>;

/** The deposit as clients see it: the row, its home's name, its deductions and its history, oldest first. */
export async function toDepositDto(ex: Executor, d: DepositRow): Promise<DepositDto> {
  const { title, deductions, history } = await depositDetails(ex, d);
  return {
    id: d.id, lifecycle_id: d.lifecycle_id, tenant_user_id: d.tenant_user_id, building_id: d.building_id,
    building_name: title ?? '', amount_cents: d.amount_cents, status: d.status, held_by_deposit_id: d.held_by_deposit_id,
    invoice_id: d.invoice_id, returned_amount_cents: d.returned_amount_cents, return_created_at: d.return_created_at,
    deductions, status_history: history, created_at: d.created_at,
  };
}
