import { BRAND_NAME } from '../../../common/brand.js';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { Executor } from '../../db/client.js';
import { guarantorConnections } from '../../db/schema.js';
import type { Mailer, OutgoingMail } from '../../providers/mailer.js';
import { guarantorAlreadyInvited, guarantorIsTenant } from './guarantor-connection-errors.js';
import { emailOfUser } from './guarantor-connections-repository.js';

export interface GuarantorInvite {
  lifecycleId: number;
  tenantUserId: number;
  tenantName: string;
  guarantorName: string;
  guarantorEmail: string;
}

/**
 * Records a guarantor connection and mails the invitation, inside the caller's
 * transaction (an application and its guarantor invite land together). The link
 * carries a one-time token; only its hash is stored.
 *
 * Refuses, with errors naming `guarantor_email` (the field of both the
 * submit-application payload and POST /guarantor-connections):
 * - 422 `guarantor_is_tenant` when the email is the tenant's own;
 * - 409 `guarantor_already_invited` when this email is already invited for this
 *   application (a unique index decides, so racing requests cannot both win).
 */
export async function inviteGuarantor(tx: Executor, mailer: Mailer, invite: GuarantorInvite): Promise<{ id: number }> {
  const email = invite.guarantorEmail.trim().toLowerCase();
  if (email === (await emailOfUser(tx, invite.tenantUserId))) throw guarantorIsTenant();
  const { token, hash } = newOneTimeToken();
  const [row] = await tx
    .insert(guarantorConnections)
    .values({
      lifecycleId: invite.lifecycleId,
      tenantUserId: invite.tenantUserId,
      guarantorName: invite.guarantorName.trim(),
      guarantorEmail: email,
      inviteTokenHash: hash,
    })
    .onConflictDoNothing()
    .returning({ id: guarantorConnections.id });
  if (!row) throw guarantorAlreadyInvited();
  await mailer.send(guarantorInviteMail({ ...invite, guarantorEmail: email }, row.id, token), tx);
  return row;
}

export function guarantorInviteMail(invite: GuarantorInvite, connectionId: number, token: string): OutgoingMail {
  return {
    to: invite.guarantorEmail,
    kind: 'guarantor_invite',
    subject: `${invite.tenantName} asked you to be their guarantor on ${BRAND_NAME}`,
    body: (link) => [
      `Hi ${invite.guarantorName},`,
      '',
      `${invite.tenantName} is applying for a room on ${BRAND_NAME} and named you as their guarantor.`,
      'Open this link to accept, then complete a short screening:',
      link(`/guarantor?connection_id=${connectionId}&invite_token=${token}`),
    ].join('\n'),
  };
}
