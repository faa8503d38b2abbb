/** v20 shapes of references (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';
import type { ReferenceFormStatus } from './enums.js';

/** A reference as v20 shows it to the applicant. */
export type TenantRentalReferenceDto = V20Row<'/tenant-rental-references', 'get'>;
/** POST /tenant-rental-references/submit and /skipped. */
export type ReferencesStepDto = V20Response<'/tenant-rental-references/submit', 'post'>;
/** POST .../reference-form/start: what the referee's form shows. */
export type ReferenceFormStartDto = V20Response<'/tenant-rental-references/reference-form/start', 'post'>;

/** Parent of ReferenceForm, built by the gateway: the form, or why it cannot be used. */
export type ReferenceFormDto = {
  status: ReferenceFormStatus;
  message: string | null;
} & { [K in 'tenant_first_name' | 'property_address' | 'start_date' | 'end_date']: ReferenceFormStartDto[K] | null };
