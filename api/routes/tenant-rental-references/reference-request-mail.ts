import { BRAND_NAME } from '../../../common/brand.js';
import { REFERENCE_SOURCE_TYPE_LABELS, type ReferenceSourceType } from '../../../common/enums.js';
import type { OutgoingMail } from '../../providers/mailer.js';
import type { ReferenceRow } from './references-repository.js';

/** How long a referee's link works. Long enough for a busy landlord, short enough to go stale. */
export const REFERENCE_LINK_DAYS = 14;

/**
 * The mail asking a referee to fill in the reference form; `link` makes the form's
 * path an address on the site (PUBLIC_ORIGIN), like the auth mails.
 */
export function referenceRequestMail(ref: ReferenceRow, tenantName: string, token: string): OutgoingMail {
  const role = REFERENCE_SOURCE_TYPE_LABELS[ref.sourceType as ReferenceSourceType]?.toLowerCase() ?? 'reference';
  const place = ref.propertyAddress ? ` at ${ref.propertyAddress}` : '';
  return {
    to: ref.refereeEmail,
    kind: 'reference_request',
    subject: `${tenantName} asked you for a rental reference on ${BRAND_NAME}`,
    body: (link) => [
      `Hi ${ref.refereeName},`,
      '',
      `${tenantName} is applying to rent a room on ${BRAND_NAME} and named you as a reference (${role})${place}.`,
      'Five quick questions, about two minutes, no account needed:',
      link(`/landlord-reference-form?token=${token}`),
      '',
      `The link works once, for ${REFERENCE_LINK_DAYS} days. If you do not know ${tenantName}, you can ignore this mail.`,
    ].join('\n'),
  };
}
