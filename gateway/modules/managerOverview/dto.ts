/** v20 `GET /manager-overview` (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type ManagerOverviewDto = V20Response<'/manager-overview', 'get'>;
export type OverviewHomeDto = ManagerOverviewDto['homes'][number];
export type VacantBedroomDto = OverviewHomeDto['vacant_bedrooms'][number];
