import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { BuildingDto } from '../../listings/dto.js';
import { loadAll } from '../../../v20/batch.js';
import type { LifecycleDto } from '../../applications/dto.js';
import type { TicketDto } from '../dto.js';
import { homeChoices } from '../../money/homeChoices.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Lives there now, as the api counts residents (api/events/audiences.ts): signed, active, not moved out. */
const livesThere = (l: LifecycleDto) => l.lease_signed_at !== null && !l.is_deactivated && l.move_out_date >= today();

export const Viewer: Pick<ViewerResolvers, 'maintenanceTickets' | 'supportHomes' | 'serviceHomes'> = {
  maintenanceTickets: async (s, { first, after, buildingId, status }, ctx) => {
    const request = pageRequest(first, after);
    if (s.isGuest) return emptyConnection<TicketDto>();
    const building = buildingId ? restIdOf(buildingId, 'Building') : null;
    // Not a home's id: no home has tickets under it (v20 is not asked).
    if (buildingId && !building) return emptyConnection<TicketDto>();
    const page = await ctx.v20.get<Page<TicketDto>>('/maintenance-tickets', {
      query: { building_id: building, status, limit: request.limit, cursor: request.cursor },
    });
    for (const ticket of page.results) ctx.loaders.tickets.tickets.prime(String(ticket.id), ticket);
    return connectionFrom(page, request);
  },
  serviceHomes: (s, _args, ctx) => (!s.isGuest && s.role === 'manager' ? homeChoices(ctx.v20, '/maintenance-tickets/homes') : []),
  // Derived from the tenant's own applications (one call the onboarding rules make anyway).
  supportHomes: async (s, _args, ctx) => {
    if (s.isGuest || s.role !== 'tenant') return [];
    const lifecycles = await ctx.loaders.applications.viewerApplications();
    const ids = [...new Set(lifecycles.filter(livesThere).map((l) => String(l.building_id)))];
    return loadAll<BuildingDto>(ctx.loaders.listings.buildings, ids);
  },
};
