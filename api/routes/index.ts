import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { authRoutes } from './auth/index.js';
import { profileRoutes } from './me/profile/index.js';

/**
 * Every route group of the v20 api, registered under /v20. One folder per resource
 * group; the folder path mirrors the URL.
 */
export const routeModules: FastifyPluginAsync<AppDeps>[] = [
  authRoutes,
  profileRoutes,
];
