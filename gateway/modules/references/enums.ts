/** GraphQL ↔ v20 values of the references enums. */
import { REFERENCE_SOURCE_TYPES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type ReferenceSourceType = (typeof REFERENCE_SOURCE_TYPES)[number];
export const ReferenceSourceType = enumValueMap(REFERENCE_SOURCE_TYPES);

/** As api/routes/tenant-rental-references/references-schemas.ts REFERENCE_STATUSES. */
const REFERENCE_STATUSES = ['draft', 'requested', 'expired', 'answered'] as const;
export type TenantRentalReferenceStatus = (typeof REFERENCE_STATUSES)[number];
export const TenantRentalReferenceStatus = enumValueMap(REFERENCE_STATUSES);

/** The gateway's reading of the reference-form answers (v20 answers an error code instead of "invalid"). */
const REFERENCE_FORM_STATUSES = ['open', 'already_submitted', 'expired', 'invalid'] as const;
export type ReferenceFormStatus = (typeof REFERENCE_FORM_STATUSES)[number];
export const ReferenceFormStatus = enumValueMap(REFERENCE_FORM_STATUSES);
