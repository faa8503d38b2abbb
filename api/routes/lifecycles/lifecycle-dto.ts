import { z } from 'zod';
import { APPLICATION_TYPES, PET_OPTIONS } from '../../../common/enums.js';
import type { LifecycleRow } from './lifecycles-repository.js';

const Timestamp = z.iso.datetime();
const CUSTOMER_CASE_KINDS = ['relocation_application', 'room_switch_application', 'renewal_application'] as const;

/** The Lifecycle DTO of docs/v20-contract.md ("Applications and lifecycles"). */
export const LifecycleSchema = z.object({
  id: z.number().int(),
  lifecycle_id: z.number().int().describe('Same as id (spec §3 spells it lifecycle_id).'),
  tenant_user_id: z.number().int(),
  building_id: z.number().int(),
  assigned_bedroom: z.object({ id: z.number().int(), building_id: z.number().int() }).nullable(),
  application_type: z.enum(APPLICATION_TYPES),
  customer_case: z.object({ kind: z.enum(CUSTOMER_CASE_KINDS) }).nullable(),
  move_in_date: z.string(),
  move_out_date: z.string(),
  pets: z.array(z.enum(PET_OPTIONS)),
  guarantor_name: z.string().nullable(),
  guarantor_email: z.string().nullable(),
  promo_code: z.string().nullable(),
  application_signed_at: Timestamp.nullable(),
  application_completed_at: Timestamp.nullable(),
  application_fee_paid_at: Timestamp.nullable(),
  application_deactivated_at: Timestamp.nullable(),
  deactivation_reason: z.string().nullable(),
  application_lost_at: Timestamp.nullable(),
  lease_signed_at: Timestamp.nullable(),
  lifecycle_tenant_references_step_completed_at: Timestamp.nullable(),
  tenant_financial_qualifications_step_completed_at: Timestamp.nullable(),
  guarantor_financial_qualifications_step_completed_at: Timestamp.nullable(),
  manager_bedroom_lease: z.object({ signed_at: Timestamp.nullable() }).nullable()
    .describe('Null until manager leases exist (a later milestone).'),
  is_finalized: z.boolean(),
  is_deactivated: z.boolean(),
  is_sent_to_manager: z.boolean(),
  is_active: z.boolean().describe('Spec §4: not deactivated, not lost, and its lease not signed.'),
  created_at: Timestamp,
});
export type LifecycleDto = z.infer<typeof LifecycleSchema>;


export function toLifecycleDto(row: LifecycleRow): LifecycleDto {
  const isCustomerCase = (CUSTOMER_CASE_KINDS as readonly string[]).includes(row.application_type);
  return {
    id: row.id,
    lifecycle_id: row.id,
    tenant_user_id: row.tenant_user_id,
    building_id: row.building_id,
    assigned_bedroom: row.assigned_bedroom_id === null ? null : { id: row.assigned_bedroom_id, building_id: row.building_id },
    application_type: row.application_type,
    customer_case: isCustomerCase ? { kind: row.application_type as (typeof CUSTOMER_CASE_KINDS)[number] } : null,
    move_in_date: row.move_in_date,
    move_out_date: row.move_out_date,
    pets: row.pets,
    guarantor_name: row.guarantor_name,
    guarantor_email: row.guarantor_email,
    promo_code: row.promo_code,
    application_signed_at: row.application_signed_at,
    application_completed_at: row.application_completed_at,
    application_fee_paid_at: row.application_fee_paid_at,
    application_deactivated_at: row.application_deactivated_at,
    deactivation_reason: row.deactivation_reason,
    application_lost_at: row.application_lost_at,
    lease_signed_at: row.lease_signed_at,
    lifecycle_tenant_references_step_completed_at: row.lifecycle_tenant_references_step_completed_at,
    tenant_financial_qualifications_step_completed_at: row.tenant_financial_qualifications_step_completed_at,
    guarantor_financial_qualifications_step_completed_at: row.guarantor_financial_qualifications_step_completed_at,
    manager_bedroom_lease: null,
    is_finalized: row.finalized_at !== null,
    is_deactivated: row.application_deactivated_at !== null,
    is_sent_to_manager: row.sent_to_manager_at !== null,
    is_active: row.application_deactivated_at === null && row.application_lost_at === null && row.lease_signed_at === null,
    created_at: row.created_at,
  };
}
