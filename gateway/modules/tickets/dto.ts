/** v20 shapes of tickets (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Row } from '../../v20/dto.js';

export type TicketDto = V20Row<'/maintenance-tickets', 'get'>;
export type TicketPersonDto = NonNullable<TicketDto['responsible_user']>;
export type TicketFileDto = TicketDto['photos'][number];
export type TicketUpdateDto = V20Row<'/maintenance-tickets/{id}/updates', 'get'>;
type SupportCategoryRow = V20Row<'/support-categories', 'get'>;
/** `GET /support-categories` rows; a ticket embeds only `{id, name}`. */
export type SupportCategoryDto = Pick<SupportCategoryRow, 'id' | 'name'> & Partial<SupportCategoryRow>;
