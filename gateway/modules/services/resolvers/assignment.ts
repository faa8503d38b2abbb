import type { MutationResolvers, QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { MAX_PAGE_SIZE } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import { userError } from '../../../schema/payload.js';
import type { UserErrorMapping } from '../../../v20/errors.js';
import type { ProviderDto } from '../dto.js';
import { jobAction, MAPPING } from './mutations.js';

/** v20 names the company `residential_service_provider_id` (422 provider_not_offered); the input calls it providerId. */
const ASSIGN_MAPPING: UserErrorMapping = { ...MAPPING, rename: { ...MAPPING.rename, residential_service_provider_id: 'providerId' } };

/** `POST /service-activities/{id}/vendor-information`: staff give an open job to a company. */
export const assignServiceActivityVendor: NonNullable<MutationResolvers['assignServiceActivityVendor']> = (_p, { input }, ctx) => {
  const providerId = restIdOf(input.providerId, 'ResidentialServiceProvider');
  if (!providerId) return { serviceActivity: null, userErrors: [userError('not_found', 'No such vendor company.', 'providerId')] };
  return jobAction(ctx, input.serviceActivityId, 'vendor-information', { residential_service_provider_id: Number(providerId) }, input.idempotencyKey, ASSIGN_MAPPING);
};

/** Staff's picker of companies: the first page of v20's list (staff see all, newest first). */
export const residentialServiceProviders: NonNullable<QueryResolvers['residentialServiceProviders']> = async (_p, { first }, ctx) => {
  const limit = Math.min(Math.max(first ?? 50, 1), MAX_PAGE_SIZE);
  return (await ctx.v20.get<{ results: ProviderDto[] }>('/residential-service-providers', { query: { limit } })).results;
};
