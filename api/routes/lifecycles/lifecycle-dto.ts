import { z } from 'zod';
import { APPLICATION_TYPES, PET_OPTIONS } from '../../../common/enums.js';
import { hasUnsignedManagerLease, lifecycleState } from '../../domain/lifecycles/state.js';
import { LIFECYCLE_STATES } from '../../../common/lifecycles.js';
import { allowedLifecycleActions } from '../../domain/lifecycles/transitions.js';
import { LIFECYCLE_ACTIONS } from '../../../common/lifecycles.js';
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
    .describe('The manager\'s side of the lease: null until the manager approves; signed_at once countersigned.'),
  is_finalized: z.boolean(),
  is_deactivated: z.boolean(),
  is_sent_to_manager: z.boolean(),
  is_active: z.boolean().describe('Spec §4: not deactivated, not lost, and its lease not signed.'),
  created_at: Timestamp,
  state: z.enum(LIFECYCLE_STATES).describe('Derived from the timestamps (api/routes/lifecycles/README.md).'),
  allowed_actions: z.object({
    manager: z.array(z.enum(LIFECYCLE_ACTIONS)),
    tenant: z.array(z.enum(LIFECYCLE_ACTIONS)),
  }).describe('What each party may do now, from the one transition table.'),
  has_unsigned_manager_lease: z.boolean().describe('Spec §2 red dot: sent, open, not countersigned.'),
  approved_at: Timestamp.nullable(),
  denied_at: Timestamp.nullable(),
  denial_reason: z.string().nullable(),
  renewal_requested_at: Timestamp.nullable(),
  renewal_started_at: Timestamp.nullable(),
  renewal_rent_cents: z.number().int().nullable(),
  renewal_offer_declined_at: Timestamp.nullable(),
  non_renewal_at: Timestamp.nullable(),
  relocation_requested_at: Timestamp.nullable(),
  early_lease_termination_vacate_date: z.string().nullable(),
  occupant_addendum_attachment_uris: z.array(z.string()),
  lease_negotiation_parameters: z.object({
    earliest_move_in_date: z.string(), latest_move_in_date: z.string(),
    min_lease_months: z.number().int(), max_lease_months: z.number().int(), min_rent_cents: z.number().int(),
  }).nullable(),
  lease_negotiation: z.object({
    move_in_date: z.string(), lease_months: z.number().int(), rent_cents: z.number().int(), proposed_at: Timestamp,
  }).nullable(),
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
    manager_bedroom_lease: row.approved_at === null ? null : { signed_at: row.manager_lease_signed_at },
    is_finalized: row.finalized_at !== null,
    is_deactivated: row.application_deactivated_at !== null,
    is_sent_to_manager: row.sent_to_manager_at !== null,
    is_active: row.application_deactivated_at === null && row.application_lost_at === null && row.lease_signed_at === null,
    created_at: row.created_at,
    ...lifecycleActionFields(row),
  };
}

/** The fields of lifecycle actions (migration 0009) and what follows from them. */
function lifecycleActionFields(row: LifecycleRow) {
  const state = lifecycleState(row);
  return {
    state,
    allowed_actions: { manager: allowedLifecycleActions(state, 'manager'), tenant: allowedLifecycleActions(state, 'tenant') },
    has_unsigned_manager_lease: hasUnsignedManagerLease(row),
    approved_at: row.approved_at,
    denied_at: row.denied_at,
    denial_reason: row.denial_reason,
    renewal_requested_at: row.renewal_requested_at,
    renewal_started_at: row.renewal_started_at,
    renewal_rent_cents: row.renewal_rent_cents,
    renewal_offer_declined_at: row.renewal_offer_declined_at,
    non_renewal_at: row.non_renewal_at,
    relocation_requested_at: row.relocation_requested_at,
    early_lease_termination_vacate_date: row.early_lease_termination_vacate_date,
    occupant_addendum_attachment_uris: row.occupant_addendum_attachment_uris,
    lease_negotiation_parameters: row.lease_negotiation_parameters,
    lease_negotiation: row.lease_negotiation,
  };
}
