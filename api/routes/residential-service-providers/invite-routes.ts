import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '../../../common/brand.js';
import { matchesOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { DbId } from '../../http/fields.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';
import { addMember, emailOf, insertInvite, lockInvite, markAccepted, userByEmail } from './invites-repository.js';
import { providerDto, visibleProviderOr404 } from './provider-access.js';
import { ProviderSchema } from './provider-dto.js';
import { TAGS as tags } from './provider-schemas.js';
import { findProvider, providerOfUser } from './providers-repository.js';

const InviteBody = z.object({
  email: z.email({ error: 'Give an email address.' }).max(254, { error: 'Use at most 254 characters.' }).transform((e) => e.trim().toLowerCase()),
}).strict();
const AcceptBody = z.object({
  invite_id: DbId,
  token: z.string({ error: 'Give the token from the invitation.' }).min(1, { error: 'Give the token from the invitation.' }).max(200, { error: 'This is not an invitation token.' }),
}).strict();
const InviteSchema = z.object({ id: z.number().int(), email: z.string(), expires_at: z.string() });

const refuse = (status: number, code: string, field: string, message: string) => new HttpError(status, code, message, { [field]: message });

/** Provider users: a company invites people by email (outbox), they accept (docs/vendors.md). */
export const inviteRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/residential-service-providers/:id/provider-users', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Invite someone to your company by email', params: IdPathParams, body: InviteBody, response: { 201: InviteSchema },
      description: 'The owner (vendor role) or staff; a member 403; anyone else 404. The invitation is mailed (outbox) with a one-time '
        + 'link valid 14 days. 409 already_invited (an open invite to this email), 409 already_in_service_provider (they belong to a company).',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /residential-service-providers/:id/provider-users', async (tx) => {
      const { provider, owner } = await visibleProviderOr404(tx, viewer, request.params.id);
      if (!owner) throw forbidden('Only the company\'s owner and Hearth staff may invite people.');
      const { email } = request.body;
      const existing = await userByEmail(tx, email);
      if (existing && (await providerOfUser(tx, existing.id))) {
        throw refuse(409, 'already_in_service_provider', 'email', 'This person already belongs to a service provider.');
      }
      const { token, hash } = newOneTimeToken();
      const invite = await insertInvite(tx, provider.id, email, hash, viewer.userId);
      if (!invite) throw refuse(409, 'already_invited', 'email', 'This email already has an open invitation to your company.');
      await deps.mailer.send({
        to: email, kind: 'service_provider_invite',
        subject: `Join ${provider.name} on ${BRAND_NAME}`,
        body: (link) => [`${provider.name} invited you to take service jobs with them on ${BRAND_NAME}.`, 'Open this link to accept:',
          link(`/vendor/accept-invite?invite_id=${invite.id}&token=${token}`)].join('\n'),
      }, tx);
      return { status: 201, body: { id: invite.id, email: invite.email, expires_at: invite.expires_at } };
    });
  });

  app.post('/residential-service-providers/accept-invite', {
    config: { access: 'user' },
    schema: {
      tags, summary: 'Join a company you were invited to', body: AcceptBody, response: { 200: ProviderSchema },
      description: 'Signed in as the invited email (403 invite_for_another_email). You become a member and gain the vendor role. '
        + 'A wrong token or unknown invite: 404; accepted already or expired: 422 invite_not_open; in a company already: 409.',
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    return idempotent(db, request, reply, 'POST /residential-service-providers/accept-invite', async (tx) => {
      const invite = await lockInvite(tx, request.body.invite_id);
      if (!invite || !matchesOneTimeToken(request.body.token, invite.invite_token_hash)) throw notFound('invitation');
      if (invite.accepted_at || invite.expired) throw refuse(422, 'invite_not_open', 'token', 'This invitation was used or has expired; ask for a new one.');
      if ((await emailOf(tx, viewer.userId)) !== invite.email) {
        throw refuse(403, 'invite_for_another_email', 'invite_id', 'This invitation is for another email address; sign in with that one.');
      }
      if (await providerOfUser(tx, viewer.userId)) throw refuse(409, 'already_in_service_provider', 'invite_id', 'You already belong to a service provider.');
      await addMember(tx, invite.residential_service_provider_id, viewer.userId);
      await markAccepted(tx, invite.id, viewer.userId);
      return { status: 200, body: await providerDto(tx, (await findProvider(tx, invite.residential_service_provider_id))!, deps.config) };
    });
  });
};
