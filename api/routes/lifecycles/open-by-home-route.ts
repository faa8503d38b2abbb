import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { idListParam } from '../../http/collection-params.js';
import { LifecycleSchema, toLifecycleDto } from './lifecycle-dto.js';
import { managedAmong, openLifecyclesOfHomes } from './open-by-home-repository.js';

/** Homes per batch read: a page of the Tenants screen (v20 pages hold at most 100). */
const MAX_HOMES_PER_BATCH = 100;
/** Open lifecycles per home, as GET /lifecycles?building_id= would give in one page. */
const MAX_LIFECYCLES_PER_HOME = 100;

/**
 * GET /lifecycles/open-by-home?ids=: the open lifecycles of several of the manager's
 * homes in one call, so a page of homes on the Tenants screen costs one call for its
 * applicants and tenants however many homes or applications it holds.
 */
export const lifecyclesOpenByHomeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/lifecycles/open-by-home', {
    config: { access: 'manager' },
    schema: {
      tags: ['lifecycle actions'], summary: 'The open lifecycles of several of your homes, in one call',
      description: `\`ids\` names up to ${MAX_HOMES_PER_BATCH} homes; one row per home you manage among them (others are left out), `
        + `with its lifecycles neither closed nor ended, newest first, at most ${MAX_LIFECYCLES_PER_HOME}: `
        + 'the batch form of GET /lifecycles?building_id=&is_deactivated=false&is_finalized=false.',
      querystring: z.object({ ids: idListParam(MAX_HOMES_PER_BATCH) }).strict(),
      response: { 200: z.object({ results: z.array(z.object({ building_id: z.number().int(), lifecycles: z.array(LifecycleSchema) })) }) },
    },
  }, async (request) => {
    const db = deps.database.db;
    const manager = userId(request);
    const homes = await managedAmong(db, manager, request.query.ids);
    if (homes.length === 0) return { results: [] };
    const open = await openLifecyclesOfHomes(db, manager, homes, MAX_LIFECYCLES_PER_HOME);
    return {
      results: homes.map((id) => ({ building_id: id, lifecycles: open.filter((l) => l.building_id === id).map(toLifecycleDto) })),
    };
  });
};
