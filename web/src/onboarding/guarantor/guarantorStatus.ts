// Words for a guarantor connection's status, from each side of it.
import { differenceInSeconds } from 'date-fns';
import { BRAND_NAME } from '../../../../common/brand';

export type GuarantorStatus = 'INVITED' | 'ACCEPTED' | 'SCREENING_COMPLETED' | 'COMPLETED';

/** What the tenant reads next to the guarantor they invited. */
export function statusForTenant(status: GuarantorStatus | string, guarantorName: string): string {
  const name = guarantorName.split(' ')[0] || 'Your guarantor';
  switch (status) {
    case 'INVITED':
      return `Invite sent — waiting for ${name} to accept`;
    case 'ACCEPTED':
      return `${name} accepted — screening in progress`;
    case 'SCREENING_COMPLETED':
      return `${name} finished screening — income verification next`;
    case 'COMPLETED':
      return `${name} completed every step`;
    default:
      return 'Status unknown';
  }
}

/** Badge tone: done, in progress, or waiting on someone. */
export function statusTone(status: GuarantorStatus | string): 'done' | 'progress' | 'waiting' {
  if (status === 'COMPLETED') return 'done';
  return status === 'INVITED' ? 'waiting' : 'progress';
}

/** The guarantor's own steps and whether each is done, in order. */
export function guarantorSteps(status: GuarantorStatus | string) {
  const rank = ['INVITED', 'ACCEPTED', 'SCREENING_COMPLETED', 'COMPLETED'].indexOf(status);
  return [
    { key: 'accept', title: 'Accept the invitation', done: rank >= 1 },
    { key: 'screening', title: 'Identity and credit screening', done: rank >= 2 },
    { key: 'income', title: 'Income verification', done: rank >= 3 },
  ] as const;
}

/**
 * The tenant as their guarantor reads about them. A newcomer's account may have no
 * name yet (signing up asks only for an email), so every phrase has a wording
 * without one instead of a blank: "A Hearth renter asked you to be their guarantor".
 */
export function tenantWords(firstName: string | null | undefined) {
  const name = firstName?.trim();
  if (name) return { name, Name: name, they: name, their: `${name}'s`, Their: `${name}'s` };
  return { name: `a ${BRAND_NAME} renter`, Name: `A ${BRAND_NAME} renter`, they: 'they', their: 'their', Their: 'Their' };
}

/** Whole seconds until the tenant may resend the invite (0: now). */
export function secondsUntil(isoTime: string | null | undefined, now = Date.now()): number {
  if (!isoTime) return 0;
  return Math.max(0, differenceInSeconds(isoTime, now, { roundingMethod: 'ceil' }));
}
