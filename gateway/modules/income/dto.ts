/** v20 shapes of income verification (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type SubmissionsDto = V20Response<'/lifecycle-tenant-financial-qualifications-submissions', 'get'>;
export type SubmissionDto = V20Row<'/lifecycle-tenant-financial-qualifications-submissions', 'get'>;
export type DeferralDto = V20Response<'/lifecycles/{id}/financial-qualifications/defer', 'post'>;
