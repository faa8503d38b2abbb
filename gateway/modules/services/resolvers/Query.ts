import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, MAX_PAGE_SIZE, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { ServiceActivityDto } from '../dto.js';
import { filteredConnectionFrom } from '../filteredConnection.js';

/** Null when unknown, malformed, or not the viewer's to see (v20 answers 404 alike). */
export const serviceActivity: NonNullable<QueryResolvers['serviceActivity']> = (_p, { id }, ctx) => {
  const restId = restIdOf(id, 'ServiceActivity');
  return restId ? ctx.loaders.services.activities.load(restId) : null;
};

/** Spec §7 has the REQUESTED and APPOINTMENT_SCHEDULED lists as their own calls; the rest filter the full list. */
const LIST_ROUTE: Partial<Record<string, string>> = { REQUESTED: '/service-activities/requested', APPOINTMENT_SCHEDULED: '/service-activities/scheduled' };

/**
 * Status, home and scope are v20's filters; category and region are not (its list
 * takes no such parameters), so the gateway filters whole v20 pages for them.
 */
export const serviceActivities: NonNullable<QueryResolvers['serviceActivities']> = async (_p, { first, after, status, buildingId, scope, category, region }, ctx) => {
  const request = pageRequest(first, after);
  const building = buildingId ? restIdOf(buildingId, 'Building') : null;
  // Not a home's id: no home has jobs under it (v20 is not asked).
  if (buildingId && !building) return emptyConnection<ServiceActivityDto>();
  const route = (status && LIST_ROUTE[status]) ?? '/service-activities';
  const filtered = Boolean(category || region);
  const page = await ctx.v20.get<Page<ServiceActivityDto>>(route, {
    query: {
      status: route === '/service-activities' ? status : undefined, building_id: building, scope,
      limit: filtered ? MAX_PAGE_SIZE : request.limit, cursor: request.cursor,
    },
  });
  if (!filtered) return connectionFrom(page, request);
  return filteredConnectionFrom(page, request, (a) => (!category || a.service_type.service_category === category) && (!region || a.home.region === region));
};

export const serviceTypes: NonNullable<QueryResolvers['serviceTypes']> = async (_p, { category, managerMayBook }, ctx) =>
  (await ctx.loaders.services.serviceTypes()).filter((t) => (!category || t.service_category === category)
    && (managerMayBook === null || managerMayBook === undefined || t.manager_may_book === managerMayBook));

/** v20 lists a vendor exactly their company; other roles are refused there, so they are not asked. */
export const myResidentialServiceProvider: NonNullable<QueryResolvers['myResidentialServiceProvider']> = (_p, _args, ctx) =>
  (ctx.session.role === 'vendor' ? ctx.loaders.services.myProvider() : null);
