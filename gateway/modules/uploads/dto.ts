/** v20 answer of POST /signed-urls (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type SignedUrlDto = V20Response<'/signed-urls', 'post'>;
