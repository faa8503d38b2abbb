/** v20 `GET /g/market-stats` (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type MarketStatsPageDto = V20Response<'/g/market-stats', 'get'>;
export type MarketStatsDto = MarketStatsPageDto['results'][number] & Pick<MarketStatsPageDto, 'as_of' | 'soon_days'>;
export type MarketRentDto = MarketStatsDto['rent'];
export type MarketBathGroupDto = MarketStatsDto['by_bath']['private'];
