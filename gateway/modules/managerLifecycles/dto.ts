/** v20 shapes of the manager's lifecycle calls (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { RestId, V20Response, V20Row } from '../../v20/dto.js';

export type HomeCategoryDto = V20Row<'/lifecycle-categories', 'get'>;
/** `GET /lifecycles/{id}/applicant`. */
export type LifecycleApplicantAnswer = V20Response<'/lifecycles/{id}/applicant', 'get'>;
/** Parent of LifecycleApplicant: v20's answer plus the lifecycle's home, for the screening reports call. */
export type LifecycleApplicantDto = LifecycleApplicantAnswer & { building_id: RestId };
