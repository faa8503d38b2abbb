/** v20 shapes of the vendor marketplace (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

/** A job as `GET /service-activities/{id}` answers it (with `history` when the viewer sees it in full). */
export type ServiceActivityDto = V20Response<'/service-activities/{id}', 'get'>;
export type ServiceActivityHistoryDto = NonNullable<ServiceActivityDto['history']>[number];
export type ServiceActivityPhotoDto = NonNullable<ServiceActivityDto['photos']>[number];
export type ServiceActivityHomeDto = ServiceActivityDto['home'];
export type ServiceActivityHolderDto = NonNullable<ServiceActivityDto['holder']>;
export type ServiceSubmissionDto = NonNullable<ServiceActivityDto['submission']>;
/** A visit as its series lists it (`visits` of a series read on its own). */
export type ServiceSeriesVisitDto = NonNullable<ServiceActivityDto['visits']>[number];

type ServiceTypeRow = V20Row<'/service-types', 'get'>;
/** `GET /service-types` rows; a job embeds only `{id, name, template, service_category}`. */
export type ServiceTypeDto = Pick<ServiceTypeRow, 'id' | 'name' | 'template' | 'service_category'> & Partial<ServiceTypeRow>;
export type FullServiceTypeDto = ServiceTypeRow;

export type ProviderDto = V20Response<'/residential-service-providers/{id}', 'get'>;
export type ProviderUserDto = ProviderDto['users'][number];
export type BusinessHoursDto = ProviderDto['business_hours'];
export type OpeningHoursDto = NonNullable<BusinessHoursDto['monday']>;
