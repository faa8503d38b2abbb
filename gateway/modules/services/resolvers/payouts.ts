import type { ResidentialServiceProviderResolvers, ServiceProviderPayoutResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { ProviderPayoutDto } from '../onboardingDto.js';

/** A company's payouts: one v20 page per connection page. */
export const ResidentialServiceProviderPayouts: Pick<ResidentialServiceProviderResolvers, 'payouts'> = {
  payouts: async (p, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    const page = await ctx.v20.get<Page<ProviderPayoutDto>>('/residential-service-providers/:id/payouts', {
      params: { id: String(p.id) }, query: { limit: request.limit, cursor: request.cursor },
    });
    return connectionFrom(page, request);
  },
};

export const ServiceProviderPayout: ServiceProviderPayoutResolvers = {
  databaseId: (p) => p.id,
  // The job through the request's loader: null once the viewer may no longer see it.
  serviceActivity: (p, _a, ctx) => ctx.loaders.services.activities.load(String(p.service_activity_id)),
  amountCents: (p) => p.amount_cents,
  status: (p) => p.status,
  paidAt: (p) => p.paid_at,
  createdAt: (p) => p.created_at,
  serviceTypeName: (p) => p.service_type_name,
  city: (p) => p.city,
  state: (p) => p.state,
};
