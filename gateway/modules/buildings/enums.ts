/** GraphQL ↔ v20 values of the building management enums (common/enums.ts). */
import { MANAGER_PERMISSION_AREAS, PRICE_ADJUSTMENT_TYPES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type PriceAdjustmentType = (typeof PRICE_ADJUSTMENT_TYPES)[number];
export const PriceAdjustmentType = enumValueMap(PRICE_ADJUSTMENT_TYPES);
export type ManagerPermissionArea = (typeof MANAGER_PERMISSION_AREAS)[number];
export const ManagerPermissionArea = enumValueMap(MANAGER_PERMISSION_AREAS);
export type ListingStatus = 'listed' | 'unlisted';
export const ListingStatus = { LISTED: 'listed', UNLISTED: 'unlisted' } as const;
