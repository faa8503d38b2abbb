import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { BedroomSchema } from '../buildings/building-schemas.js';
import { BatchReadQuery, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { toBedroomDto } from './bedroom-dto.js';
import { bedroomWriteRoutes } from './bedroom-write-routes.js';
import { findVisibleBedrooms } from './bedrooms-repository.js';

const SCOPE = 'bedrooms';


/** Batch read of bedrooms by id (the gateway's loader; never another manager's unlisted rooms), and the manager's writes. */
export const bedroomRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/bedrooms', {
    config: { access: 'guest' },
    schema: { tags: ['listings'], summary: 'Bedrooms by id', querystring: BatchReadQuery, response: { 200: pageOf(BedroomSchema) } },
  }, async (request) => {
    const { ids, limit, cursor } = request.query;
    const after = readCursor(cursor, SCOPE, 'int')?.id ?? 0;
    const found = await findVisibleBedrooms(deps.database.db, ids, request.auth?.userId ?? null, after, limit + 1);
    const page = pageById(found, limit, SCOPE);
    return { ...page, results: page.results.map(toBedroomDto) };
  });
  await bedroomWriteRoutes(plain, deps);
};
