/** v20 shapes of the manager's lifecycle calls (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { RestId, V20Response, V20Row } from '../../v20/dto.js';

export type HomeCategoryDto = V20Row<'/lifecycle-categories', 'get'>;
/** `GET /lifecycles/open-by-home?ids=`: a home's open lifecycles, for a page of homes at once. */
export type OpenLifecyclesOfHomeRow = V20Row<'/lifecycles/open-by-home', 'get'>;
/** `GET /lifecycles/{id}/applicant`. */
export type LifecycleApplicantAnswer = V20Response<'/lifecycles/{id}/applicant', 'get'>;
/** `GET /lifecycles/applicants?ids=`: the same, for a page of lifecycles at once. */
export type LifecycleApplicantRow = V20Row<'/lifecycles/applicants', 'get'>;
/** `GET /lifecycles/screening-reports?ids=`: an application's screening reports, by lifecycle. */
export type LifecycleScreeningRow = V20Row<'/lifecycles/screening-reports', 'get'>;
/** Parent of LifecycleApplicant: v20's answer plus the lifecycle's home and id, for the screening reports call. */
export type LifecycleApplicantDto = LifecycleApplicantAnswer & { building_id: RestId; lifecycle_id: RestId };
