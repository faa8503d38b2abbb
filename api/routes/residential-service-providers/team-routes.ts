import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '../../../common/brand.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/fields.js';
import { IdPathParams } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';
import { emailOf } from './invites-repository.js';
import { visibleProviderOr404 } from './provider-access.js';
import { TAGS as tags } from './provider-schemas.js';
import { deleteOpenInvite, lockMembers, openInvites, removeMember } from './team-repository.js';

const OpenInviteSchema = z.object({
  id: z.number().int(), email: z.string(), invited_by_user_id: z.number().int(), expires_at: z.string(), created_at: z.string(),
  expired: z.boolean().describe('Past its 14 days: the link no longer works; revoke it to invite the email again.'),
});
const NoContent = z.null().describe('No content');

/** A company's team beyond inviting (invite-routes.ts): leaving, removing people, open invitations (docs/vendors.md). */
export const teamRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.delete('/residential-service-providers/:id/provider-users/:user_id', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Remove someone from your company, or leave it', params: IdPathParams.extend({ user_id: IdParam }), response: { 204: NoContent },
      description: 'The owner (vendor role) or staff remove a member; a member removes themself (leaves); a member removing someone else 403; '
        + 'anyone outside the company 404, as is a user_id not in it. The owner cannot leave (or be removed) while others remain: 422 '
        + 'owner_cannot_leave naming user_id. The person loses the vendor role if joining gave it to them; the jobs the company holds stay its own.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { user_id: userId } = request.params;
    await db.transaction(async (tx) => {
      const { provider, owner } = await visibleProviderOr404(tx, viewer, request.params.id);
      const members = await lockMembers(tx, provider.id);
      const target = members.find((m) => m.user_id === userId);
      if (!target) throw notFound('provider user');
      const leaving = userId === viewer.userId;
      if (!leaving && !owner) throw forbidden('Only the company\'s owner and Hearth staff may remove people; you may leave.');
      if (target.provider_role === 'owner' && members.length > 1) {
        const message = 'The owner stays while others remain in the company: remove them first.';
        throw new HttpError(422, 'owner_cannot_leave', message, { user_id: message });
      }
      await removeMember(tx, provider.id, target);
      if (!leaving) {
        await deps.mailer.send({
          to: await emailOf(tx, userId), kind: 'service_provider_member_removed', subject: `You are no longer part of ${provider.name} on ${BRAND_NAME}`,
          body: `${provider.name} removed you from their team. Its jobs stay with the company.`,
        }, tx);
      }
    });
    return reply.status(204).send(null);
  });

  app.get('/residential-service-providers/:id/invites', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Invitations to your company nobody accepted yet', params: IdPathParams,
      response: { 200: z.object({ results: z.array(OpenInviteSchema) }) },
      description: 'Its people (vendor role) and staff; anyone else 404. Newest first, expired ones included (expired true).',
    },
  }, async (request) => {
    const { provider } = await visibleProviderOr404(db, viewerOf(request), request.params.id);
    return { results: await openInvites(db, provider.id) };
  });

  app.delete('/residential-service-providers/:id/invites/:invite_id', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Revoke an invitation', params: IdPathParams.extend({ invite_id: IdParam }), response: { 204: NoContent },
      description: 'The owner (vendor role) or staff; a member 403; anyone else 404, as is an invitation that is not open (accepted, '
        + 'revoked) or of another company. Its link then answers 404 and the email may be invited again.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    await db.transaction(async (tx) => {
      const { provider, owner } = await visibleProviderOr404(tx, viewer, request.params.id);
      if (!owner) throw forbidden('Only the company\'s owner and Hearth staff may revoke invitations.');
      if (!(await deleteOpenInvite(tx, provider.id, request.params.invite_id))) throw notFound('invitation');
    });
    return reply.status(204).send(null);
  });
};
