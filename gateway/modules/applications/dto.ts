/**
 * v20 shapes the applications module reads (docs/v20-contract.md "Applications and
 * lifecycles"); codegen mappers make them the parents of this module's resolvers.
 */
import type { InformationRequestKind, InformationRequestResponseKind, InformationRequestStatus } from '../../../common/application-reasons.js';
import type { ApplicationType, PET_OPTIONS } from '../../../common/enums.js';
import type { RestId } from '../../v20/dto.js';

export interface LifecycleDto {
  id: RestId;
  lifecycle_id: RestId;
  tenant_user_id: RestId;
  building_id: RestId;
  assigned_bedroom: { id: RestId; building_id: RestId } | null;
  application_type: ApplicationType;
  customer_case: { kind: ApplicationType } | null;
  move_in_date: string;
  move_out_date: string;
  pets: (typeof PET_OPTIONS)[number][];
  guarantor_name: string | null;
  guarantor_email: string | null;
  promo_code: string | null;
  application_signed_at: string | null;
  application_completed_at: string | null;
  application_fee_paid_at: string | null;
  application_deactivated_at: string | null;
  deactivation_reason: string | null;
  application_lost_at: string | null;
  lease_signed_at: string | null;
  lifecycle_tenant_references_step_completed_at: string | null;
  tenant_financial_qualifications_step_completed_at: string | null;
  guarantor_financial_qualifications_step_completed_at: string | null;
  manager_bedroom_lease: { signed_at: string | null } | null;
  is_finalized: boolean;
  is_deactivated: boolean;
  is_sent_to_manager: boolean;
  is_active: boolean;
  created_at: string;
}

export interface LifecycleQuestionDto {
  id: RestId;
  lifecycle_id: RestId;
  kind: 'move_in_date' | 'monthly_rent' | 'house_rules' | 'occupants';
  response_type: 'confirm' | 'text';
  prompt: string;
  position: number;
  status: 'unanswered' | 'answered' | 'declined';
  response: string | null;
  responded_at: string | null;
  decline_reason: string | null;
  declined_at: string | null;
}

export interface InformationRequestDto {
  id: RestId;
  lifecycle_id: RestId;
  requested_by_user_id: RestId;
  kind: InformationRequestKind;
  reason: string | null;
  message: string | null;
  status: InformationRequestStatus;
  response_kind: InformationRequestResponseKind | null;
  response_text: string | null;
  decline_reason: string | null;
  responded_at: string | null;
  created_at: string;
  updated_at: string;
}
