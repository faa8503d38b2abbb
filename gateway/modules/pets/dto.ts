/** v20 shapes of pets (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Row } from '../../v20/dto.js';

export type TenantAnimalDto = V20Row<'/me/{user}/tenant-animals', 'get'>;
