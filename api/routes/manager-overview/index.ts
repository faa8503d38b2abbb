import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { ManagerOverviewSchema, type ManagerOverview } from './manager-overview-schemas.js';
import { applicantsWaiting, openTickets, overdue, overviewHomes, overviewRooms } from './manager-overview-repository.js';

/** Each home with its rooms, who lives there today, and what waits for the manager; one read for all homes. */
export async function managerOverview(ex: Executor, manager: number, today: string): Promise<ManagerOverview> {
  const homes = await overviewHomes(ex, manager);
  const rooms = await overviewRooms(ex, homes.map((h) => h.building_id), today);
  const applicants = await applicantsWaiting(ex, manager);
  const tickets = await openTickets(ex, manager);
  return {
    as_of: today,
    homes: homes.map((home) => {
      const mine = rooms.filter((r) => r.building_id === home.building_id);
      return {
        ...home,
        bedroom_count: mine.length,
        occupied_bedroom_count: mine.filter((r) => r.occupied).length,
        vacant_bedrooms: mine.filter((r) => !r.occupied)
          .map(({ bedroom_id, name, available_from, leased_from }) => ({ bedroom_id, name, available_from, leased_from })),
        applicants_waiting_count: applicants.get(home.building_id) ?? null,
        open_ticket_count: tickets.get(home.building_id) ?? null,
      };
    }),
    overdue: await overdue(ex, manager, today),
  };
}

/**
 * A manager's overview (Hearth design; the spec shows no such call): what the
 * manager's home screen summarises, so it costs one call whatever the number of homes.
 */
export const managerOverviewRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/manager-overview', {
    config: { access: 'manager' },
    schema: {
      tags: ['manager overview'], summary: 'Occupancy, vacancies, applicants waiting, open tickets and overdue rent of your homes',
      description: 'Homes you own or co-manage. Applicants, tickets and overdue rent only for homes where you hold that area (else null).',
      response: { 200: ManagerOverviewSchema },
    },
  }, async (request) => managerOverview(db, userId(request), new Date().toISOString().slice(0, 10)));
};
