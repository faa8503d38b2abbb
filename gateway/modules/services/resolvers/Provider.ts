import type { ResidentialServiceProviderResolvers, ServiceTypeResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { toGlobalId } from '../../../relay/globalId.js';
import type { FullServiceTypeDto, ServiceTypeDto } from '../dto.js';

/** `users`: resolvers/team.ts (it needs the viewer). */
export const ResidentialServiceProvider: Omit<ResidentialServiceProviderResolvers, 'users'> = {
  id: (p) => toGlobalId('ResidentialServiceProvider', p.id),
  databaseId: (p) => p.id,
  name: (p) => p.name,
  serviceCategories: (p) => p.service_categories,
  regions: (p) => p.regions,
  businessHours: (p) => p.business_hours,
  timeZone: (p) => p.time_zone,
  onboardingCompletedAt: (p) => p.service_provider_onboarding_completed_at,
  createdAt: (p) => p.created_at,
  updatedAt: (p) => p.updated_at,
};

/** A job embeds `{id, name, template, service_category}`; the rest comes from the (once per request) list. */
async function fullType(t: ServiceTypeDto, ctx: GatewayContext): Promise<Partial<FullServiceTypeDto>> {
  if (t.visibility !== undefined) return t;
  return (await ctx.loaders.services.serviceTypes()).find((x) => x.id === t.id) ?? {};
}

export const ServiceType: ServiceTypeResolvers = {
  id: (t) => toGlobalId('ServiceType', t.id),
  databaseId: (t) => t.id,
  template: (t) => t.template,
  name: (t) => t.name,
  category: (t) => t.service_category,
  description: async (t, _args, ctx) => (await fullType(t, ctx)).description ?? '',
  // An inactive type (gone from the list) reads as Hearth-booked.
  visibility: async (t, _args, ctx) => (await fullType(t, ctx)).visibility ?? 'never_select',
  managerMayBook: async (t, _args, ctx) => (await fullType(t, ctx)).manager_may_book ?? false,
  defaultPriceCents: async (t, _args, ctx) => (await fullType(t, ctx)).default_price_cents ?? 0,
  defaultDurationMinutes: async (t, _args, ctx) => (await fullType(t, ctx)).default_duration_minutes ?? 0,
};
