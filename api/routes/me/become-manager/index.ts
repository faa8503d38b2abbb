import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startSession, revokeSession } from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { forbidden } from '../../../http/errors.js';
import { addManagerRole } from '../../buildings/managers/building-managers-repository.js';
import { isStaffUser, startManagerOnboarding } from './become-manager-repository.js';

/**
 * `/list` (spec §2: "a homeowner starts listing; becomes a manager"): any signed-in
 * user may take up the manager role. It answers a manager session, like
 * /assume-user-role, and revokes the old one so a later logout ends the whole sign-in.
 */
export const becomeManagerRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/me/become-manager', {
    config: { access: 'user' },
    schema: {
      tags: ['building managers'], summary: 'Add the manager role to the caller and switch to it',
      response: { 200: z.object({ token: z.string(), user_id: z.number().int(), user_role: z.literal('manager') }) },
    },
  }, async (request) => {
    const auth = request.auth!;
    if (auth.typ !== 'session') throw forbidden('Only a signed-in session can become a manager.');
    const me = userId(request);
    const session = await db.transaction(async (tx) => {
      await addManagerRole(tx, me);
      // A new manager starts the onboarding demo call (spec §3 manager onboarding steps).
      await startManagerOnboarding(tx, me);
      const is_staff = await isStaffUser(tx, me);
      await revokeSession(tx, auth.sessionId);
      return startSession(tx, deps.keys, deps.config.sessionTtlHours, { userId: me, isStaff: is_staff, role: 'manager', impersonatorId: auth.impersonatorId });
    });
    return { token: session.token, user_id: me, user_role: 'manager' as const };
  });
};
