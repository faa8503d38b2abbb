import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '../../../common/brand.js';
import { personName } from '../../../common/person-name.js';
import { matchesOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens.js';
import { RESEND_INVITE_INTERVAL_SECONDS } from '../../domain/guarantors/status.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdPathParams } from '../../http/collection-params.js';
import { toConnectionDto } from './guarantor-connection-dto.js';
import {
  alreadyAccepted, applicationNotActive, guarantorIsTenant, invalidInviteToken, resendTooSoon,
} from './guarantor-connection-errors.js';
import { AcceptBody, GuarantorConnectionSchema, InviteBody } from './guarantor-connection-schemas.js';
import {
  findConnection, lockConnection, lockTenantLifecycle, markAccepted, replaceInviteToken, secondsUntilResend,
} from './guarantor-connections-repository.js';
import { guarantorInviteMail, inviteGuarantor } from './invite.js';

const fullName = (first: string, last: string) => personName(first, last, `A ${BRAND_NAME} renter`);

/** Inviting, re-inviting and accepting: each one transaction, the mail in the same one. */
export const writeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post('/guarantor-connections', {
    // Mails an address the caller typed in: capped per user, so an account cannot send mail to anyone at will.
    config: { access: 'tenant', limits: ['mails_to_others_per_user'] },
    schema: {
      tags: ['guarantors'], summary: 'Invite a guarantor for one of the caller\'s active applications',
      description: 'Mails the invite link. 404 for someone else\'s lifecycle, 422 `application_not_active`, '
        + '422 `guarantor_is_tenant` for the caller\'s own email, 409 `guarantor_already_invited`. Takes `Idempotency-Key`.',
      body: InviteBody, response: { 201: GuarantorConnectionSchema },
    },
  }, async (request, reply) => {
    const me = userId(request);
    const body = request.body;
    return idempotent(db, request, reply, 'POST /guarantor-connections', async (tx) => {
      const lifecycle = await lockTenantLifecycle(tx, body.lifecycle_id, me);
      if (!lifecycle) throw notFound('application');
      if (!lifecycle.is_active) throw applicationNotActive();
      const { id } = await inviteGuarantor(tx, deps.mailer, {
        lifecycleId: lifecycle.id,
        tenantUserId: me,
        tenantName: fullName(lifecycle.tenant_first_name, lifecycle.tenant_last_name),
        guarantorName: body.guarantor_name,
        guarantorEmail: body.guarantor_email,
      });
      return { status: 201, body: toConnectionDto((await findConnection(tx, id))!, 'tenant') };
    });
  });

  app.post('/guarantor-connections/:id/resend-invite', {
    // Mails an address the caller typed in: capped per user, so an account cannot send mail to anyone at will.
    config: { access: 'tenant', limits: ['mails_to_others_per_user'] },
    schema: {
      tags: ['guarantors'], summary: 'Mail the invite again with a new link (the old link stops working)',
      description: `At most once every ${RESEND_INVITE_INTERVAL_SECONDS} s (429 \`resend_too_soon\`, with Retry-After). `
        + 'Only the tenant who invited (404 for anyone else); 409 once accepted; 422 when the application is no longer active.',
      params: IdPathParams, response: { 200: GuarantorConnectionSchema },
    },
  }, async (request, reply) => {
    const me = userId(request);
    const id = request.params.id;
    return db.transaction(async (tx) => {
      await lockConnection(tx, id);
      const row = await findConnection(tx, id);
      if (!row || row.tenant_user_id !== me) throw notFound('guarantor connection');
      if (row.guarantor_user_id !== null) throw alreadyAccepted();
      if (!row.is_application_active) throw applicationNotActive();
      const wait = await secondsUntilResend(tx, id, RESEND_INVITE_INTERVAL_SECONDS);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw resendTooSoon(wait);
      }
      const { token, hash } = newOneTimeToken();
      await replaceInviteToken(tx, id, hash);
      const invite = {
        lifecycleId: row.lifecycle_id, tenantUserId: me, tenantName: fullName(row.tenant_first_name, row.tenant_last_name),
        guarantorName: row.guarantor_name, guarantorEmail: row.guarantor_email,
      };
      await deps.mailer.send(guarantorInviteMail(invite, id, token), tx);
      return toConnectionDto((await findConnection(tx, id))!, 'tenant');
    });
  });

  app.post('/guarantor-connections/:id/accept', {
    config: { access: 'user' },
    schema: {
      tags: ['guarantors'], summary: 'Accept a guarantor invite as the signed-in user',
      description: 'The `invite_token` of the newest mailed link must match (404 `invalid_invite_token` otherwise). '
        + '409 when another account accepted it; 422 `guarantor_is_tenant` for the tenant; 422 when the application is no '
        + 'longer active. Accepting again as the same user returns the connection unchanged.',
      params: IdPathParams, body: AcceptBody, response: { 200: GuarantorConnectionSchema },
    },
  }, async (request) => {
    const me = userId(request);
    const id = request.params.id;
    return db.transaction(async (tx) => {
      await lockConnection(tx, id);
      const row = await findConnection(tx, id);
      if (!row || !matchesOneTimeToken(request.body.invite_token, row.invite_token_hash)) throw invalidInviteToken();
      if (row.guarantor_user_id === me) return toConnectionDto(row, 'guarantor');
      if (row.guarantor_user_id !== null) throw alreadyAccepted();
      if (row.tenant_user_id === me) throw guarantorIsTenant('invite_token');
      if (!row.is_application_active) throw applicationNotActive();
      await markAccepted(tx, id, me);
      return toConnectionDto((await findConnection(tx, id))!, 'guarantor');
    });
  });
};
