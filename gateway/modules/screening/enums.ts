/** GraphQL ↔ v20 values of the screening enums (see listings/enums.ts for the pattern). */
import { ADVERSE_ITEMS, IDENTITY_DOCUMENT_TYPE_VALUES, IDENTITY_STATUSES, SCREENING_STEPS } from '../../../common/screening.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const IdentityStatus = enumValueMap(IDENTITY_STATUSES);
export type ScreeningStep = (typeof SCREENING_STEPS)[number];
export const ScreeningStep = enumValueMap(SCREENING_STEPS);
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPE_VALUES)[number];
export const IdentityDocumentType = enumValueMap(IDENTITY_DOCUMENT_TYPE_VALUES);
export type AdverseItem = (typeof ADVERSE_ITEMS)[number];
export const AdverseItem = enumValueMap(ADVERSE_ITEMS);
const EXAM_RESULTS = ['passed', 'try_again', 'failed'] as const;
export type IdentityExamResult = (typeof EXAM_RESULTS)[number];
export const IdentityExamResult = enumValueMap(EXAM_RESULTS);
const ID_VERIFICATION_STATUSES = ['submitted', 'verified', 'rejected'] as const;
export type IdVerificationStatus = (typeof ID_VERIFICATION_STATUSES)[number];
export const IdVerificationStatus = enumValueMap(ID_VERIFICATION_STATUSES);
