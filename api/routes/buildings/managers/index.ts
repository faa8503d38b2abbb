import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_PERMISSION_AREAS, MANAGER_PERMISSION_AREA_LABELS } from '../../../../common/enums.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { HttpError, invalidInput, notFound } from '../../../http/errors.js';
import { lockOwnBuilding } from '../building-management-repository.js';
import { IdPathParams } from '../../../http/collection-params.js';
import { IdParam } from '../../../http/fields.js';
import { logChange } from '../property-log-repository.js';
import { deleteCoManager, findUserByEmail, listCoManagers, upsertCoManager } from './building-managers-repository.js';

const CoManagerSchema = z.object({
  building_id: z.number().int(), user_id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(),
  permission_areas: z.array(z.enum(MANAGER_PERMISSION_AREAS)), added_at: z.string(),
});
const InviteBody = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'Enter an email address.' }),
  permission_areas: z.array(z.enum(MANAGER_PERMISSION_AREAS, { error: `Choose areas from: ${MANAGER_PERMISSION_AREAS.join(', ')}.` }))
    .min(1, { error: 'Choose at least one area.' }).transform((a) => [...new Set(a)]),
}).strict();

/**
 * Co-managers of a home (spec §3/§6 manager permission areas). Only the owner adds,
 * changes or removes them; `managerCan` (building-managers-repository.ts) is the one
 * check the rest of the api uses.
 */
export const buildingManagerRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building managers'];

  app.get('/buildings/:id/managers', {
    config: { access: 'manager' },
    schema: { tags, summary: 'The co-managers of one of the caller\'s homes', params: IdPathParams, response: { 200: z.object({ results: z.array(CoManagerSchema) }) } },
  }, async (request) => {
    const home = await db.transaction((tx) => lockOwnBuilding(tx, userId(request), request.params.id));
    return { results: await listCoManagers(db, home.id) };
  });

  app.post('/buildings/:id/managers', {
    // Mails an address the caller typed in: capped per user, so an account cannot send mail to anyone at will.
    config: { access: 'manager', limits: ['mails_to_others_per_user'] },
    schema: {
      tags, summary: 'Add a co-manager limited to some permission areas (again: replaces their areas)', params: IdPathParams, body: InviteBody,
      response: { 201: CoManagerSchema },
      description: 'The email must belong to a Hearth account (422 user_not_found on `email`); the owner cannot add themselves. The co-manager gains the manager role and is told by mail.',
    },
  }, async (request, reply) => {
    const owner = userId(request);
    const { email, permission_areas } = request.body;
    const added = await db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, owner, request.params.id);
      const user = await findUserByEmail(tx, email);
      if (!user) throw new HttpError(422, 'user_not_found', 'No Hearth account uses this email. Ask them to sign up first.', { email: 'No Hearth account uses this email.' });
      if (user.id === owner) throw invalidInput({ email: 'You already manage this home.' });
      await upsertCoManager(tx, home.id, user.id, permission_areas, owner);
      const labels = permission_areas.map((a) => MANAGER_PERMISSION_AREA_LABELS[a]).join(', ');
      await logChange(tx, home.id, owner, 'co_manager_added', `Gave ${email} access to ${labels}`, { user_id: user.id, permission_areas });
      await deps.mailer.send({ to: email, kind: 'co_manager_added', subject: 'You can now help manage a home on Hearth', body: `You were given access to: ${labels}. Switch to your manager role to see it.` }, tx);
      return (await listCoManagers(tx, home.id)).find((m) => m.user_id === user.id)!;
    });
    return reply.status(201).send(added);
  });

  app.delete('/buildings/:id/managers/:user_id', {
    config: { access: 'manager' },
    schema: { tags, summary: 'Remove a co-manager', params: IdPathParams.extend({ user_id: IdParam }), response: { 204: z.null().describe('No content') } },
  }, async (request, reply) => {
    const owner = userId(request);
    await db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, owner, request.params.id);
      if (!(await deleteCoManager(tx, home.id, request.params.user_id))) throw notFound('co-manager');
      await logChange(tx, home.id, owner, 'co_manager_removed', `Removed co-manager ${request.params.user_id}`, { user_id: request.params.user_id });
    });
    return reply.status(204).send(null);
  });
};
