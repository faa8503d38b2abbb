import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { readRoutes } from './read-routes.js';
import { writeRoutes } from './write-routes.js';

/** Guarantor connections (spec §7 "Screening"): invite, resend, accept, and who sees what. See README.md. */
export const guarantorConnectionRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(readRoutes, deps);
  await app.register(writeRoutes, deps);
};
