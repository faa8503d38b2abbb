import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../http/cursor.js';
import { isCalendarDate } from '../../http/fields.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { toBuildingDto } from './building-dto.js';
import { AvailabilitySchema, BuildingSchema } from './building-schemas.js';
import { bedroomAvailability, findVisibleBuilding, listManagedBuildings, visibleBuildingIds } from './buildings-repository.js';
import { CursorParam, IdPathParams, idListParam, LimitParam, MAX_PAGE_SIZE, pageOf, readCursor } from '../../http/collection-params.js';
import { buildingManageRoutes } from './manage-routes.js';
import { buildingMarketRoutes } from './market-routes.js';
import { buildingSettingsRoutes } from './settings-routes.js';

const StartDate = z.string({ error: 'Give start_date as YYYY-MM-DD.' })
  .refine(isCalendarDate, { error: 'Give start_date as a real date, YYYY-MM-DD.' });
const AvailabilityQuery = z.object({ start_date: StartDate }).strict();
const AvailabilityBatchQuery = z.object({ ids: idListParam(MAX_PAGE_SIZE), start_date: StartDate }).strict();

const ManagedQuery = z.object({
  as_manager: z.enum(['true'], { error: 'Only as_manager=true is supported: this lists your own homes.' }).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

const MANAGED_SCOPE = 'managed';

/** One home (guest view), which of its bedrooms are free from a date, and a manager's own homes. */
export const buildingRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/g/buildings/:id', {
    config: { access: 'guest' },
    schema: {
      tags: ['listings'], summary: 'One listed home (or one of the caller\'s own)',
      params: IdPathParams, response: { 200: BuildingSchema },
    },
  }, async (request) => {
    const viewer = request.auth?.userId ?? null;
    const row = await findVisibleBuilding(db, request.params.id, viewer);
    if (!row) throw notFound('home');
    return toBuildingDto(row, viewer);
  });

  app.get('/g/buildings/:id/availability', {
    config: { access: 'guest' },
    schema: {
      tags: ['listings'], summary: 'Which bedrooms of a home are free to move into on start_date',
      params: IdPathParams, querystring: AvailabilityQuery, response: { 200: AvailabilitySchema },
    },
  }, async (request) => {
    const viewer = request.auth?.userId ?? null;
    const building = await findVisibleBuilding(db, request.params.id, viewer);
    if (!building) throw notFound('home');
    const { start_date } = request.query;
    const bedrooms = await bedroomAvailability(db, [building.id], start_date);
    return { building_id: building.id, start_date, bedrooms: bedrooms.map(({ building_id: _, ...b }) => b) };
  });

  app.get('/g/buildings/availability', {
    config: { access: 'guest' },
    schema: {
      tags: ['listings'], summary: 'The availability of several homes at once (the batch form of /g/buildings/{id}/availability)',
      description: 'One result per home of `ids` the caller may see, in id order; others are left out.',
      querystring: AvailabilityBatchQuery, response: { 200: z.object({ results: z.array(AvailabilitySchema) }) },
    },
  }, async (request) => {
    const { ids, start_date } = request.query;
    const homes = await visibleBuildingIds(db, ids, request.auth?.userId ?? null);
    const rooms = await bedroomAvailability(db, homes, start_date);
    return {
      results: homes.map((id) => ({
        building_id: id, start_date,
        bedrooms: rooms.filter((r) => r.building_id === id).map(({ building_id: _, ...b }) => b),
      })),
    };
  });

  app.get('/buildings', {
    config: { access: 'manager' },
    schema: {
      tags: ['listings'], summary: 'The calling manager\'s own homes, listed or not',
      description: 'The manager area asks with limit=1 to learn whether the user manages any home.',
      querystring: ManagedQuery, response: { 200: pageOf(BuildingSchema) },
    },
  }, async (request) => {
    const manager = userId(request);
    const after = readCursor(request.query.cursor, MANAGED_SCOPE, 'int');
    const found = await listManagedBuildings(db, manager, after?.id ?? 0, request.query.limit + 1);
    const page = found.slice(0, request.query.limit);
    const last = page[page.length - 1];
    return {
      results: page.map((row) => toBuildingDto(row, manager)),
      next_cursor: found.length > page.length ? encodeCursor({ scope: MANAGED_SCOPE, key: last.id, id: last.id }) : null,
    };
  });
  // The manager's side: create, edit and list homes, their settings, and the market around them.
  await buildingManageRoutes(plain, deps);
  await buildingSettingsRoutes(plain, deps);
  await buildingMarketRoutes(plain, deps);
};
