import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bathroomWriteRoutes } from './bathroom-write-routes.js';
import type { AppDeps } from '../../deps.js';
import { BathroomSchema } from '../buildings/building-schemas.js';
import { BatchReadQuery, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { findVisibleBathrooms } from './bathrooms-repository.js';

const SCOPE = 'bathrooms';

/** Batch read of bathrooms by id (the gateway's loader); never another manager's unlisted rows. */
export const bathroomRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/bathrooms', {
    config: { access: 'guest' },
    schema: { tags: ['listings'], summary: 'Bathrooms by id', querystring: BatchReadQuery, response: { 200: pageOf(BathroomSchema) } },
  }, async (request) => {
    const { ids, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int')?.id ?? 0;
    return pageById(await findVisibleBathrooms(deps.database.db, ids, request.auth?.userId ?? null, after, limit + 1), limit, SCOPE);
  });
  await bathroomWriteRoutes(plain, deps);
};
