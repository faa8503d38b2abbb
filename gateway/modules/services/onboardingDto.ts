/** v20 shapes of a company's onboarding: documents, payout account, invites. */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type ProviderDocumentDto = V20Row<'/residential-service-providers/{id}/documents', 'get'>;
export type ProviderPayoutAccountDto = V20Response<'/residential-service-providers/{id}/payout-account', 'get'>;
export type ProviderPayoutLinkDto = V20Response<'/residential-service-providers/{id}/payout-account', 'post'>;
export type ProviderInviteDto = V20Response<'/residential-service-providers/{id}/provider-users', 'post'>;
export type ProviderPayoutDto = V20Row<'/residential-service-providers/{id}/payouts', 'get'>;
/** An invitation as POST answers it, or as the open list shows it (with `expired`). */
export type ProviderOpenInviteDto = V20Row<'/residential-service-providers/{id}/invites', 'get'>;
export type ProviderInviteListedDto = ProviderInviteDto & Partial<Pick<ProviderOpenInviteDto, 'expired' | 'created_at'>>;
