import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { accessesToAccount } from '../../internal/impersonate-user/impersonation-repository.js';

const AccountAccess = z.object({
  id: z.number().int(),
  staff_first_name: z.string().describe('The first name of the staff member who viewed the account.'),
  reason: z.string(),
  started_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable().describe('Null while the access is still going on (or ran out without being stopped).'),
});

/** GET /me/account-access: the user sees when Hearth staff acted as them, and why (docs/staff.md). */
export const accountAccessRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/me/account-access', {
    config: { access: 'user' },
    schema: {
      tags: ['profile'], summary: 'Staff access to your account: who (first name), why and when, newest first',
      response: { 200: z.object({ results: z.array(AccountAccess) }) },
    },
  }, async (request) => {
    const found = await accessesToAccount(deps.database.db, userId(request), 50);
    return { results: found.map(({ id, staff_first_name, reason, started_at, ended_at }) => ({ id, staff_first_name, reason, started_at, ended_at })) };
  });
};
