/** v20 shapes of building management (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type ConfigurationErrorsDto = V20Response<'/buildings/{id}/configuration-errors', 'get'>;
export type PropertyLogEntryDto = V20Row<'/buildings/{id}/property-log', 'get'>;
export type PricingDto = V20Response<'/buildings/{id}/pricing', 'get'>;
export type CoManagerDto = V20Row<'/buildings/{id}/managers', 'get'>;
