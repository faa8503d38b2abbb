/** v20 shapes of the applicant profile (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

/** GET/POST /me/applicant-profiles. */
export type ApplicantProfileDto = V20Response<'/me/applicant-profiles', 'get'>;
/** GET /buildings/compatibility?ids= (and /lifecycles/compatibility: the same row by lifecycle). */
export type CompatibilityDto = V20Row<'/buildings/compatibility', 'get'>;
export type ConsentDto = V20Response<'/me/applicant-information-release-consent', 'post'>;
