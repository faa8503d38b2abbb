import type { MaintenanceTicketResolvers } from '../../../__generated__/resolvers-types.js';

/**
 * A ticket's service (docs/vendors.md "Tickets and services"): read as the viewer, so a
 * tenant gets the visit and a manager the whole job; null when v20 answers 404.
 */
export const MaintenanceTicketService: Pick<MaintenanceTicketResolvers, 'serviceActivity'> = {
  serviceActivity: (t, _args, ctx) => (t.service_activity_id === null ? null : ctx.loaders.services.activities.load(String(t.service_activity_id))),
};
