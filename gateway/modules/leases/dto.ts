/** v20 shapes of leases (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type LeaseDto = V20Row<'/leases', 'get'>;
export type SigningSessionDto = V20Response<'/document-signing-url', 'post'>;
