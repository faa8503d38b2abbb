import type { V20Response } from '../../v20/dto.js';

/** GET /lifecycles/{id}/renters-insurance-policy. */
export type RentersInsuranceDto = V20Response<'/lifecycles/{id}/renters-insurance-policy', 'get'>;
export type RentersInsurancePolicyDto = NonNullable<RentersInsuranceDto['policy']>;
export type RentersInsurancePlanDto = RentersInsuranceDto['plans'][number];
