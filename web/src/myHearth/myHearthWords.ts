// The words of /my-hearth that are not the data itself: where an application stands
// (in the renter's voice, not the manager's), how to get in, and the move-in checklist.

/** Where a renter's application stands, said to the renter. */
export const APPLICATION_STATE_WORDS: Record<string, string> = {
  APPLIED: 'Application in progress',
  SENT_TO_MANAGER: 'With the homeowner for a decision',
  APPROVED: 'Approved: your lease is ready to sign',
  LEASE_SIGNED: 'Signed: waiting for the homeowner to countersign',
  LEASED: 'Leased',
  RENEWAL_REQUESTED: 'Renewal requested',
  RENEWAL_OFFERED: 'Renewal offered',
  NON_RENEWAL: 'Not renewing',
  RELOCATION_REQUESTED: 'Move requested',
  DENIED: 'Not approved',
  DEACTIVATED: 'Closed',
  ENDED: 'Ended',
};

export const ACCESS_METHOD_WORDS: Record<string, string> = {
  LOCKBOX: 'A key in a lockbox at the home',
  KEYPAD: 'A keypad code on the door',
  KEY_AT_LOCATION: 'A key waiting for you at the home',
  NO_ACCESS_AVAILABLE: 'Your homeowner lets you in',
};

export interface ChecklistFacts {
  readonly leaseCountersignedAt: string | null | undefined;
  readonly depositPaidAt: string | null | undefined;
  readonly autopayOn: boolean;
  readonly rentersInsurancePurchasedAt: string | null | undefined;
  readonly firstRentPaidAt: string | null | undefined;
  readonly accessReady: boolean;
}

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  /** What to do while it is not done. */
  todo: string;
  /** Where to do it, when the renter can. */
  path?: string;
}

/** The move-in checklist, each item read from the records (never ticked by hand). */
export function checklistItems(f: ChecklistFacts): ChecklistItem[] {
  return [
    { key: 'countersigned', label: 'Lease countersigned by your homeowner', done: !!f.leaseCountersignedAt, todo: 'Your homeowner countersigns next; nothing to do on your side.' },
    { key: 'deposit', label: 'Security deposit paid', done: !!f.depositPaidAt, todo: 'Pay your security deposit on Billing.', path: '/billing' },
    { key: 'autopay', label: 'Autopay on', done: f.autopayOn, todo: 'Save a card or bank account for autopay so rent is never late.', path: '/billing' },
    { key: 'insurance', label: 'Renters insurance', done: !!f.rentersInsurancePurchasedAt, todo: 'Cover your belongings with renters insurance before you move in.', path: '/billing/renters-insurance' },
    { key: 'rent', label: 'First month\'s rent paid', done: !!f.firstRentPaidAt, todo: 'Your first rent shows on Billing a few days before it is due.', path: '/billing' },
    { key: 'access', label: 'Keys and access arranged', done: f.accessReady, todo: 'Your homeowner has not recorded how to get in yet: ask them through Support.', path: '/renter-support' },
  ];
}
