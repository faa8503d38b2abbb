// Words for the service marketplace's enums (spec §3, §4), shared by the manager's
// and the staff's screens. The order of each list is the order a select shows.

import { formatUsd } from '../../../common/money';

export const STATUS_LABELS = {
  REQUESTED: 'Requested',
  APPOINTMENT_SCHEDULED: 'Scheduled',
  SUBMITTED_PENDING_QA: 'Handed in: to check',
  SUBMITTED_VENDOR_COMPLETE: 'Approved',
  SUBMITTED_VENDOR_INCOMPLETE: 'Incomplete',
  APPOINTMENT_COMPLETED: 'Completed',
  APPOINTMENT_CANCELED: 'Canceled',
  RECURRING_SERVICE_STARTED: 'Recurring',
} as const;
export type ServiceStatus = keyof typeof STATUS_LABELS;
export const STATUS_VALUES = Object.keys(STATUS_LABELS) as ServiceStatus[];

export const ACCESS_LABELS = {
  NONE_VENDOR_DIRECT_ACCESS: 'Vendor lets themselves in (lockbox, code)',
  LANDLORD_PRESENT: 'I will be there',
  TENANTS_PRESENT: 'Tenants will let them in',
  NO_ACCESS_NEEDED: 'No access needed (outside only)',
} as const;
export type AccessValue = keyof typeof ACCESS_LABELS;
export const ACCESS_VALUES = Object.keys(ACCESS_LABELS) as AccessValue[];

/** Spec §3: the ten reasons for taking a job from its vendor. */
export const REMOVAL_REASON_LABELS = {
  NO_SHOW: 'No show',
  UNRESPONSIVE_LATE: 'Unresponsive or late',
  VIOLATION: 'Violation',
  REASSIGN_TO_BETTER_VENDOR: 'Reassign to a better vendor',
  TEAM_DISCRETION: 'Team discretion',
  SCHEDULING_CONFLICT: 'Scheduling conflict',
  INABILITY_TO_COMPLETE_SHIFT: 'Unable to complete the shift',
  UNSATISFACTORY_PRICING: 'Unsatisfactory pricing',
  UNEXPECTED_CIRCUMSTANCES: 'Unexpected circumstances',
  OTHER: 'Other',
} as const;
export type RemovalReason = keyof typeof REMOVAL_REASON_LABELS;
export const REMOVAL_REASON_VALUES = Object.keys(REMOVAL_REASON_LABELS) as RemovalReason[];

/** What happened, in the timeline (the api's history actions). */
const ACTION_WORDS: Record<string, string> = {
  request: 'Booked', accept: 'Taken by the vendor', assign: 'Given to a vendor', set_price: 'Price changed', schedule: 'Visit scheduled',
  reschedule: 'Visit moved', unschedule: 'Visit cleared', cancel: 'Canceled', submit_complete: 'Handed in as done',
  submit_incomplete: 'Handed in as incomplete', qa_approve: 'Work approved', qa_reject: 'Sent back', complete: 'Completed and paid',
  remove_vendor: 'Vendor removed', start_recurring: 'Recurring service started', on_my_way: 'Vendor on the way',
};
export const actionWords = (action: string) => ACTION_WORDS[action] ?? action.replace(/_/g, ' ');
const ACTOR_WORDS: Record<string, string> = { MANAGER: 'manager', VENDOR: 'vendor', HEARTH_TEAM: 'Hearth team', TENANT: 'tenant', AUTOMATIC: 'system' };
export const actorWords = (role: string) => ACTOR_WORDS[role] ?? role.toLowerCase().replace(/_/g, ' ');

/** A status filter from the URL; anything else is no filter (malformed values are ignored). */
export function parseStatusParam(value: string | null): ServiceStatus | null {
  return value !== null && (STATUS_VALUES as string[]).includes(value) ? (value as ServiceStatus) : null;
}

/** The list's filters from the URL (?status=, ?home=); malformed values are ignored. */
export function activityFilters(params: URLSearchParams, homeIds?: readonly string[]) {
  const home = params.get('home');
  return { status: parseStatusParam(params.get('status')), buildingId: home && (!homeIds || homeIds.includes(home)) ? home : null };
}

export const statusLabel = (status: string) => STATUS_LABELS[status as ServiceStatus] ?? status;

/** "$185" from cents: common/money.ts formatUsd, as the ledger and the vendor's screens print it. */
export function formatCents(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : formatUsd(cents);
}

/** A job's global id from its REST id (the gateway's `base64("ServiceActivity:<id>")`). */
export const activityGlobalId = (databaseId: string | number) => btoa(`ServiceActivity:${databaseId}`);

/** REST ids in paths are digits; anything else is not worth a round trip. */
export const parseActivityParam = (value: string | undefined | null) => (value && /^\d{1,12}$/.test(value) ? value : null);
