import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { Page } from '../../../v20/dto.js';
import type { ServiceActivityDto } from '../dto.js';

/** Null when unknown, malformed, or not the viewer's to see (v20 answers 404 alike). */
export const serviceActivity: NonNullable<QueryResolvers['serviceActivity']> = (_p, { id }, ctx) => {
  const restId = restIdOf(id, 'ServiceActivity');
  return restId ? ctx.loaders.services.activities.load(restId) : null;
};

/** Spec §7 has the REQUESTED and APPOINTMENT_SCHEDULED lists as their own calls; the rest filter the full list. */
const LIST_ROUTE: Partial<Record<string, string>> = { REQUESTED: '/service-activities/requested', APPOINTMENT_SCHEDULED: '/service-activities/scheduled' };

export const serviceActivities: NonNullable<QueryResolvers['serviceActivities']> = async (_p, { first, after, status, buildingId, scope }, ctx) => {
  const request = pageRequest(first, after);
  const building = buildingId ? restIdOf(buildingId, 'Building') : null;
  // Not a home's id: no home has jobs under it (v20 is not asked).
  if (buildingId && !building) return emptyConnection<ServiceActivityDto>();
  const route = (status && LIST_ROUTE[status]) ?? '/service-activities';
  const page = await ctx.v20.get<Page<ServiceActivityDto>>(route, {
    query: { status: route === '/service-activities' ? status : undefined, building_id: building, scope, limit: request.limit, cursor: request.cursor },
  });
  return connectionFrom(page, request);
};

export const serviceTypes: NonNullable<QueryResolvers['serviceTypes']> = async (_p, { category, managerMayBook }, ctx) =>
  (await ctx.loaders.services.serviceTypes()).filter((t) => (!category || t.service_category === category)
    && (managerMayBook === null || managerMayBook === undefined || t.manager_may_book === managerMayBook));

/** v20 lists a vendor exactly their company; other roles are refused there, so they are not asked. */
export const myResidentialServiceProvider: NonNullable<QueryResolvers['myResidentialServiceProvider']> = (_p, _args, ctx) =>
  (ctx.session.role === 'vendor' ? ctx.loaders.services.myProvider() : null);
