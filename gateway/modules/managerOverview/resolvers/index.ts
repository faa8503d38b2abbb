import type { ManagerOverviewHomeResolvers, ManagerOverviewResolvers, Resolvers, VacantBedroomResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';
import type { ManagerOverviewDto, OverviewHomeDto } from '../dto.js';

const sum = (homes: OverviewHomeDto[], count: (h: OverviewHomeDto) => number | null) =>
  homes.reduce((total, home) => total + (count(home) ?? 0), 0);

/** One v20 call for every home, however many (the screen's cost never grows with them). */
const Viewer: Pick<ViewerResolvers, 'managerOverview'> = {
  managerOverview: (s, _a, ctx) => (s.isGuest || s.role !== 'manager' ? null : ctx.v20.get<ManagerOverviewDto>('/manager-overview')),
};

const ManagerOverview: ManagerOverviewResolvers = {
  asOf: (o) => o.as_of,
  bedroomCount: (o) => sum(o.homes, (h) => h.bedroom_count),
  occupiedBedroomCount: (o) => sum(o.homes, (h) => h.occupied_bedroom_count),
  vacantBedroomCount: (o) => sum(o.homes, (h) => h.vacant_bedrooms.length),
  applicantsWaitingCount: (o) => sum(o.homes, (h) => h.applicants_waiting_count),
  openTicketCount: (o) => sum(o.homes, (h) => h.open_ticket_count),
  overdue: (o) => (o.overdue ? money(o.overdue.amount_cents) : null),
  overdueInvoiceCount: (o) => o.overdue?.invoice_count ?? null,
};

const ManagerOverviewHome: ManagerOverviewHomeResolvers = {
  buildingId: (h) => toGlobalId('Building', h.building_id),
  buildingDatabaseId: (h) => String(h.building_id),
  isListed: (h) => h.is_listed,
  bedroomCount: (h) => h.bedroom_count,
  occupiedBedroomCount: (h) => h.occupied_bedroom_count,
  vacantBedrooms: (h) => h.vacant_bedrooms,
  applicantsWaitingCount: (h) => h.applicants_waiting_count,
  openTicketCount: (h) => h.open_ticket_count,
};

const VacantBedroom: VacantBedroomResolvers = {
  bedroomId: (b) => toGlobalId('Bedroom', b.bedroom_id),
  availableFrom: (b) => b.available_from,
  leasedFrom: (b) => b.leased_from,
};

export const managerOverviewResolvers: Resolvers = { Viewer, ManagerOverview, ManagerOverviewHome, VacantBedroom };
