import type { RestId } from '../../v20/dto.js';
import type { ReferenceFormStatus, ReferenceSourceType, TenantRentalReferenceStatus } from './enums.js';

/** A reference as v20 shows it to the applicant (api/routes/tenant-rental-references). */
export interface TenantRentalReferenceDto {
  id: RestId;
  source_type: ReferenceSourceType;
  referee_name: string;
  referee_email: string;
  referee_phone: string | null;
  property_address: string | null;
  monthly_rent_cents: number | null;
  start_date: string | null;
  end_date: string | null;
  status: TenantRentalReferenceStatus;
  request_sent_at: string | null;
  answered_at: string | null;
}

/** POST /tenant-rental-references/submit and /skipped. */
export interface ReferencesStepDto {
  results: TenantRentalReferenceDto[];
  lifecycle_tenant_references_step_completed_at: string;
  lifecycles_updated: number;
}

/** The referee's form, read from POST .../reference-form/start (or why it cannot be used). */
export interface ReferenceFormDto {
  status: ReferenceFormStatus;
  message: string | null;
  tenant_first_name: string | null;
  property_address: string | null;
  start_date: string | null;
  end_date: string | null;
}
