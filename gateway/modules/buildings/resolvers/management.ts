import type { BuildingManagementResolvers, BuildingResolvers, CoManagerResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { BuildingDto } from '../../listings/dto.js';
import type { CoManagerDto, ConfigurationErrorsDto, PricingDto, PropertyLogEntryDto } from '../dto.js';

/** The manager's own homes (GET /buildings?as_manager=true); anyone else has none. */
export const Viewer: ViewerResolvers = {
  managedBuildings: async (session, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    if (session.role !== 'manager') return connectionFrom({ results: [], next_cursor: null }, request);
    const page = await ctx.v20.get<Page<BuildingDto>>('/buildings', { query: { as_manager: 'true', limit: request.limit, cursor: request.cursor } });
    for (const building of page.results) ctx.loaders.listings.buildings.prime(String(building.id), building);
    return connectionFrom(page, request);
  },
};

/** v20 shows `manager_user_id` to the home's manager only: that is who gets the management view. */
export const Building: BuildingResolvers = {
  management: (b) => (b.manager_user_id !== undefined ? b : null),
};

export const BuildingManagement: BuildingManagementResolvers = {
  status: (b) => (b.listed_at ? 'listed' : 'unlisted'),
  listedAt: (b) => b.listed_at,
  configurationErrors: async (b, _args, ctx) =>
    (await ctx.v20.get<ConfigurationErrorsDto>('/buildings/:id/configuration-errors', { params: { id: b.id } })).errors,
  propertyLog: async (b, { first }, ctx) => {
    const page = await ctx.v20.get<Page<PropertyLogEntryDto>>('/buildings/:id/property-log', { params: { id: b.id }, query: { limit: Math.min(Math.max(first ?? 20, 1), 100) } });
    return page.results.map((e) => ({ id: String(e.id), action: e.action, summary: e.summary, actorName: e.actor_name, createdAt: e.created_at }));
  },
  pricing: async (b, _args, ctx) => {
    const p = await ctx.v20.get<PricingDto>('/buildings/:id/pricing', { params: { id: b.id } });
    return { pricingMode: p.pricing_mode, priceAdjustmentType: p.price_adjustment_type, priceAdjustmentValue: p.price_adjustment_value };
  },
  coManagers: async (b, _args, ctx) => (await ctx.v20.get<{ results: CoManagerDto[] }>('/buildings/:id/managers', { params: { id: b.id } })).results,
};

export const CoManager: CoManagerResolvers = {
  userDatabaseId: (m) => String(m.user_id),
  name: (m) => `${m.first_name} ${m.last_name}`.trim() || m.email,
  permissionAreas: (m) => m.permission_areas,
  addedAt: (m) => m.added_at,
};
