/** GraphQL ↔ v20 values of the renters insurance enums (see listings/enums.ts for the pattern). */
import { RENTERS_INSURANCE_PLAN_IDS, RENTERS_INSURANCE_SOURCES } from '../../../common/renters-insurance.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type RentersInsuranceSource = (typeof RENTERS_INSURANCE_SOURCES)[number];
export const RentersInsuranceSource = enumValueMap(RENTERS_INSURANCE_SOURCES);
export type RentersInsurancePlanId = (typeof RENTERS_INSURANCE_PLAN_IDS)[number];
export const RentersInsurancePlanId = enumValueMap(RENTERS_INSURANCE_PLAN_IDS);
