import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { unauthenticated } from '../../http/errors.js';
import type { Executor } from '../../db/client.js';
import { toProfile } from './profile-dto.js';
import { loadProfileFacts } from './profile-facts.js';
import { nameChanged } from './profile-name.js';
import { findProfileRow, updateProfileRow } from './profile-repository.js';
import { ProfilePatchBody, ProfileResponse, type Profile } from './profile-schemas.js';

async function loadProfile(ex: Executor, request: FastifyRequest, config: ApiConfig): Promise<Profile> {
  const id = userId(request);
  const row = await findProfileRow(ex, id);
  // The account was deleted while its token was still out.
  if (!row) throw unauthenticated();
  return toProfile(row, await loadProfileFacts(ex, id, config), request.auth?.role ?? 'tenant');
}

/** GET and PATCH /me/: the signed-in user's own profile (spec §3 "Profile"). */
export const profileRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/', {
    config: { access: 'user' },
    schema: { tags: ['profile'], summary: 'The signed-in user\'s profile', response: { 200: ProfileResponse } },
  }, async (request) => loadProfile(db, request, deps.config));

  app.patch('/me/', {
    config: { access: 'user' },
    schema: {
      tags: ['profile'], summary: 'Change the signed-in user\'s own profile fields',
      description: 'Only the fields below; any other field (email, roles, is_staff, ...) is refused with 400. '
        + 'A new first or last name is written into the caller\'s leases nobody signed yet.',
      body: ProfilePatchBody, response: { 200: ProfileResponse },
    },
  }, async (request) => {
    await db.transaction(async (tx) => {
      await updateProfileRow(tx, userId(request), request.body);
      if (request.body.first_name !== undefined || request.body.last_name !== undefined) await nameChanged(tx, userId(request));
    });
    return loadProfile(db, request, deps.config);
  });
};
