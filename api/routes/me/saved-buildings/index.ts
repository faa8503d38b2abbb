import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../../http/cursor.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { toBuildingDto } from '../../buildings/building-dto.js';
import { BuildingSchema } from '../../buildings/building-schemas.js';
import { findVisibleBuilding } from '../../buildings/buildings-repository.js';
import { CursorParam, IdPathParams, LimitParam, pageOf, readCursor } from '../../../http/collection-params.js';
import { listSavedBuildings, saveBuilding, unsaveBuilding } from './saved-buildings-repository.js';

const SCOPE = 'saved';
const SavedQuery = z.object({ limit: LimitParam, cursor: CursorParam }).strict();
const SavedResponse = z.object({ building_id: z.number().int(), saved_at: z.string().describe('ISO 8601, when first saved') });

/** The signed-in user's saved homes (spec: /saved-listings). */
export const savedBuildingRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/saved-buildings', {
    config: { access: 'user' },
    schema: {
      tags: ['listings'], summary: 'Homes the caller saved, most recently saved first',
      querystring: SavedQuery, response: { 200: pageOf(BuildingSchema) },
    },
  }, async (request) => {
    const me = userId(request);
    const { limit, cursor } = request.query;
    const found = await listSavedBuildings(db, me, readCursor(cursor, SCOPE, 'timestamp'), limit + 1);
    const page = found.slice(0, limit);
    const last = page[page.length - 1];
    return {
      results: page.map((row) => toBuildingDto(row, me)),
      next_cursor: found.length > limit ? encodeCursor({ scope: SCOPE, key: last.saved_at, id: last.id }) : null,
    };
  });

  app.post('/me/saved-buildings/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['listings'], summary: 'Save a home (saving it again changes nothing)',
      params: IdPathParams, response: { 201: SavedResponse },
    },
  }, async (request, reply) => {
    const me = userId(request);
    const building = await findVisibleBuilding(db, request.params.id, me);
    if (!building) throw notFound('home');
    const savedAt = await saveBuilding(db, me, building.id);
    return reply.status(201).send({ building_id: building.id, saved_at: savedAt });
  });

  app.delete('/me/saved-buildings/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['listings'], summary: 'Forget a saved home (also when it was not saved)',
      params: IdPathParams, response: { 204: z.null().describe('No content') },
    },
  }, async (request, reply) => {
    await unsaveBuilding(db, userId(request), request.params.id);
    return reply.status(204).send(null);
  });
};
