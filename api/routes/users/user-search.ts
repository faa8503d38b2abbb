import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { CursorParam, LimitParam, pageById, pageOf, readCursor } from '../../http/collection-params.js';
import { StaffUserSummary, toStaffUserSummary } from '../internal/users/staff-user-dto.js';
import { searchUsers } from '../internal/users/staff-users-repository.js';

const SCOPE = 'users';

const Query = z.object({
  search: z.string().trim().max(100, { error: 'Search with at most 100 characters.' }).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

/** GET /users: staff find a user by part of their name or email (spec §7 /users). */
export const userSearchRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/users', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'Find users by part of their name or email (staff)',
      description: 'search matches any part of the email or of "first last", in any case; without it, every user. Newest first.',
      querystring: Query, response: { 200: pageOf(StaffUserSummary) },
    },
  }, async (request) => {
    const { search, limit, cursor } = request.query;
    const before = readCursor(cursor, SCOPE, 'int')?.id ?? null;
    const found = await searchUsers(deps.database.db, search || undefined, before, limit + 1);
    return pageById(found.map(toStaffUserSummary), limit, SCOPE);
  });
};
