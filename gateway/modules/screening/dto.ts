/** v20 shapes the screening module reads (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type ApplicationInfoDto = V20Response<'/me/screening/application-info', 'get'>;
export type ReportDto = NonNullable<ApplicationInfoDto['report']>;
export type IdVerificationDto = NonNullable<V20Response<'/users/{id}/fetch-id-verification', 'get'>['id_verification']>;
export type ScreeningReportsDto = V20Response<'/users/{id}/buildings/{building_id}/screening-reports', 'get'>;
export type PersonScreeningDto = ScreeningReportsDto['applicant'];
/** `POST /me/screening/<step>`: the application info again; submitting exam answers adds `exam_result`. */
export type ScreeningStepDto = ApplicationInfoDto & Partial<Pick<V20Response<'/me/screening/submit-exam-answers', 'post'>, 'exam_result'>>;
