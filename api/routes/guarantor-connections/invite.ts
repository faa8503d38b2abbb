import { BRAND_NAME } from '../../../common/brand.js';
import { newOneTimeToken } from '../../auth/one-time-tokens.js';
import type { Executor } from '../../db/client.js';
import { guarantorConnections } from '../../db/schema.js';
import type { Mailer } from '../../providers/mailer.js';

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
 */
export async function inviteGuarantor(tx: Executor, mailer: Mailer, invite: GuarantorInvite): Promise<{ id: number }> {
  const { token, hash } = newOneTimeToken();
  const [row] = await tx
    .insert(guarantorConnections)
    .values({
      lifecycleId: invite.lifecycleId,
      tenantUserId: invite.tenantUserId,
      guarantorName: invite.guarantorName,
      guarantorEmail: invite.guarantorEmail.trim().toLowerCase(),
      inviteTokenHash: hash,
    })
    .returning({ id: guarantorConnections.id });
  await mailer.send(guarantorInviteMail(invite, row.id, token), tx);
  return row;
}

export function guarantorInviteMail(invite: GuarantorInvite, connectionId: number, token: string) {
  return {
    to: invite.guarantorEmail,
    kind: 'guarantor_invite',
    subject: `${invite.tenantName} asked you to be their guarantor on ${BRAND_NAME}`,
    body: [
      `Hi ${invite.guarantorName},`,
      '',
      `${invite.tenantName} is applying for a room on ${BRAND_NAME} and named you as their guarantor.`,
      'Open this link to accept, then complete a short screening:',
      `/guarantor?connection_id=${connectionId}&invite_token=${token}`,
    ].join('\n'),
  };
}
