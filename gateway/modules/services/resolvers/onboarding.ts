import type {
  MutationResolvers, ResidentialServiceProviderResolvers, ServiceProviderDocumentResolvers, ServiceProviderInviteResolvers,
  ServiceProviderPayoutAccountResolvers,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { providerConnectPathOf } from '../../../http/v20Passthrough.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { UserErrorMapping } from '../../../v20/errors.js';
import type { ProviderDto } from '../dto.js';
import type { ProviderDocumentDto, ProviderInviteDto, ProviderPayoutAccountDto, ProviderPayoutLinkDto } from '../onboardingDto.js';

/**
 * A company's onboarding steps beyond its own fields (docs/vendors.md "Onboarding",
 * "Documents", "Payout account", "Provider users"). v20 field errors arrive camelCased;
 * a 422 onboarding_incomplete names each missing step (insuranceCertificate, w9, ...).
 */
const MAPPING: UserErrorMapping = {
  rename: { document_kind: 'kind' },
  fieldForCode: {
    not_found: 'providerId', document_expired: 'expiresOn', already_invited: 'email', already_in_service_provider: 'email',
    idempotency_key_reused: 'idempotencyKey',
  },
};

const noSuchCompany = <P extends object>(empty: P) => ({ ...empty, userErrors: [userError('not_found', 'No such company.', 'providerId')] });

/** After a step the company is re-read (its missing steps changed): fresh loaders. */
async function providerAfterStep(ctx: GatewayContext, id: string): Promise<ProviderDto> {
  ctx.refreshLoaders();
  return ctx.v20.get<ProviderDto>('/residential-service-providers/:id', { params: { id } });
}

export const ResidentialServiceProviderOnboarding: Pick<ResidentialServiceProviderResolvers, 'onboardingStepsMissing' | 'documents' | 'payoutAccount'> = {
  onboardingStepsMissing: (p) => p.onboarding_steps_missing,
  documents: async (p, _a, ctx) =>
    (await ctx.v20.get<{ results: ProviderDocumentDto[] }>('/residential-service-providers/:id/documents', { params: { id: String(p.id) } })).results,
  payoutAccount: (p, _a, ctx) => ctx.v20.get<ProviderPayoutAccountDto>('/residential-service-providers/:id/payout-account', { params: { id: String(p.id) } }),
};

export const ServiceProviderDocument: ServiceProviderDocumentResolvers = {
  databaseId: (d) => d.id,
  kind: (d) => d.document_kind,
  fileName: (d) => d.file_name,
  downloadUrl: (d) => d.download_url,
  expiresOn: (d) => d.expires_on,
  expired: (d) => d.expired,
  createdAt: (d) => d.created_at,
};

export const ServiceProviderPayoutAccount: ServiceProviderPayoutAccountResolvers = {
  accountId: (a) => a.account_id,
  onboardingStartedAt: (a) => a.onboarding_started_at,
  connectedAt: (a) => a.connected_at,
};

export const ServiceProviderInvite: ServiceProviderInviteResolvers = {
  databaseId: (i) => i.id,
  email: (i) => i.email,
  expiresAt: (i) => i.expires_at,
};

export const addServiceProviderDocument: NonNullable<MutationResolvers['addServiceProviderDocument']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany({ document: null, provider: null });
  return payloadOf(async () => {
    const document = await ctx.v20.post<ProviderDocumentDto>('/residential-service-providers/:id/documents', {
      params: { id },
      body: { document_kind: input.kind, file_id: input.fileId, expires_on: input.expiresOn ?? undefined },
    });
    return { document, provider: await providerAfterStep(ctx, id) };
  }, { document: null, provider: null }, MAPPING);
};

/**
 * A real provider answers its own absolute address; the local provider a path on v20,
 * which the browser opens on the gateway's origin (gateway/http/v20Passthrough.ts) so
 * its redirect back lands on /vendor/onboard.
 */
export const createServiceProviderPayoutLink: NonNullable<MutationResolvers['createServiceProviderPayoutLink']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany({ url: null });
  return payloadOf(async () => {
    const { url } = await ctx.v20.post<ProviderPayoutLinkDto>('/residential-service-providers/:id/payout-account', { params: { id }, body: {} });
    const local = /^\/v20\/test-payments\/provider-connect\/([^/?#]+)$/.exec(url);
    return { url: local ? providerConnectPathOf(local[1]!) : url };
  }, { url: null }, MAPPING);
};

export const inviteServiceProviderUser: NonNullable<MutationResolvers['inviteServiceProviderUser']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany({ invite: null });
  return payloadOf(async () => {
    const invite = await ctx.v20.post<ProviderInviteDto>('/residential-service-providers/:id/provider-users', {
      params: { id }, body: { email: input.email }, idempotencyKey: input.idempotencyKey ?? undefined,
    });
    return { invite };
  }, { invite: null }, MAPPING);
};

export const completeServiceProviderOnboarding: NonNullable<MutationResolvers['completeServiceProviderOnboarding']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!id) return noSuchCompany({ provider: null });
  return payloadOf(async () => {
    const provider = await ctx.v20.post<ProviderDto>('/residential-service-providers/:id/onboarding-completion', { params: { id }, body: {} });
    ctx.refreshLoaders();
    ctx.loaders.services.providers.prime(id, provider);
    return { provider };
  }, { provider: null }, MAPPING);
};
