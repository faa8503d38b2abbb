/** v20 shapes this module reads (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { MeDto, V20Row } from '../../v20/dto.js';
import type { GuarantorInviteProblem } from './enums.js';

export type GuarantorConnectionDto = V20Row<'/guarantor-connections', 'get'>;
/** GET /me/ `guarantor_connections_as_guarantor_user` items. */
export type GuarantorFactDto = NonNullable<MeDto['guarantor_connections_as_guarantor_user']>[number];
export type OutboxMessageDto = V20Row<'/internal/outbox-messages', 'get'>;

/** Parent of GuarantorInvite, built by the gateway: the connection, or why the link cannot be used. */
export interface GuarantorInviteDto {
  connection: GuarantorConnectionDto | null;
  problem: GuarantorInviteProblem | null;
}
