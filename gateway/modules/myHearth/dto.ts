/** v20 `GET /me/home` and `GET /me/referral` (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response } from '../../v20/dto.js';

export type MyHomeDto = NonNullable<V20Response<'/me/home', 'get'>['home']>;
export type HomeAccessDto = MyHomeDto['access'];
export type HousemateDto = MyHomeDto['housemates'][number];
export type HousemateAnswerDto = HousemateDto['roommate_answers'][number];
export type OpenRoomDto = MyHomeDto['open_rooms'][number];
export type MoveInChecklistDto = MyHomeDto['checklist'];
export type ReferralDto = V20Response<'/me/referral', 'get'>;
export type ReferralUseDto = ReferralDto['uses'][number];
