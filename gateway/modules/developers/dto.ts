/** v20 shapes of API tokens (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type ApiTokenPage = V20Response<'/authentication-token', 'get'>;
export type ApiTokenDto = ApiTokenPage['results'][number];
export type CreatedApiTokenDto = V20Response<'/authentication-token', 'post'>;
