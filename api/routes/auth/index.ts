import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { passwordRoutes } from './password-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { sessionRoutes } from './session-routes.js';

/** v20 auth (spec §7 "Auth"): sessions, accounts, passwords. Social, magic-link and code logins come later. */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(passwordRoutes, deps);
};
