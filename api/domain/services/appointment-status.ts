import type { AppointmentStatus } from '../../../common/services.js';

/**
 * Who acts on a service activity. `vendor` is the provider holding the job, except
 * for `accept`, where it is any vendor the open job is offered to; `manager` is a
 * manager of the job's home (support service); `automatic` is the api's own jobs.
 */
export const SERVICE_PARTIES = ['vendor', 'manager', 'tenant', 'staff', 'automatic'] as const;
export type ServiceParty = (typeof SERVICE_PARTIES)[number];

/** Everything that can happen to a service activity; each REST call maps to exactly one. */
export const APPOINTMENT_ACTIONS = [
  'accept', 'assign', 'set_price', 'schedule', 'reschedule', 'unschedule', 'cancel', 'submit_complete', 'submit_incomplete',
  'qa_approve', 'qa_reject', 'complete', 'remove_vendor', 'start_recurring', 'on_my_way',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

interface Rule {
  from: readonly AppointmentStatus[];
  /** The status after the action; 'same' leaves it where it is. */
  to: AppointmentStatus | 'same';
  by: readonly ServiceParty[];
  /** Statuses where asking again changes nothing and is answered as done (cancel twice). */
  alreadyDone?: readonly AppointmentStatus[];
}

/**
 * THE appointment status table (spec §4 names the statuses, not the transitions;
 * these are ours, docs/vendors.md explains each):
 * - REQUESTED is a job offered to the marketplace; a vendor accepting it becomes its
 *   one holder (status unchanged; the holder column is set only where it is empty);
 *   staff may assign it to a vendor instead; the manager or staff set its pay while
 *   it is requested (a manager only until a vendor holds it: then the pay is agreed);
 * - the holder (or staff) schedules a visit; the holder, the manager or staff may
 *   unschedule it back to REQUESTED (the holder keeps the job);
 * - the holder hands in the work as complete (→ SUBMITTED_PENDING_QA, waiting for
 *   the quality check) or incomplete (→ SUBMITTED_VENDOR_INCOMPLETE);
 * - the home's manager or staff check it: approve (→ SUBMITTED_VENDOR_COMPLETE,
 *   ready to pay) or send it back (→ SUBMITTED_VENDOR_INCOMPLETE); an incomplete
 *   job gets a return visit (schedule again) or is canceled;
 * - paying the vendor completes it (→ APPOINTMENT_COMPLETED; staff or automatic;
 *   paying again answers it unchanged and posts nothing);
 * - a recurring service (turnover cleaning every N weeks) is started by whoever books
 *   it, manager or staff, in the booking's transaction (→ RECURRING_SERVICE_STARTED);
 *   its visits are their own activities, each created automatically (`request`);
 * - the manager or staff remove the holder with a reason: the job is offered again;
 * - the holder on the way to a scheduled visit says so (`on_my_way`, status unchanged;
 *   saying it again replaces the ETA);
 * - APPOINTMENT_COMPLETED and APPOINTMENT_CANCELED are final; tenants never act.
 */
export const APPOINTMENT_RULES: Record<AppointmentAction, Rule> = {
  accept: { from: ['REQUESTED'], to: 'same', by: ['vendor'] },
  assign: { from: ['REQUESTED'], to: 'same', by: ['staff'] },
  set_price: { from: ['REQUESTED'], to: 'same', by: ['manager', 'staff'] },
  schedule: { from: ['REQUESTED', 'SUBMITTED_VENDOR_INCOMPLETE'], to: 'APPOINTMENT_SCHEDULED', by: ['vendor', 'staff'] },
  reschedule: { from: ['APPOINTMENT_SCHEDULED'], to: 'same', by: ['vendor', 'staff'] },
  unschedule: { from: ['APPOINTMENT_SCHEDULED'], to: 'REQUESTED', by: ['vendor', 'manager', 'staff'] },
  cancel: {
    from: ['REQUESTED', 'APPOINTMENT_SCHEDULED', 'SUBMITTED_VENDOR_INCOMPLETE', 'RECURRING_SERVICE_STARTED'],
    to: 'APPOINTMENT_CANCELED', by: ['manager', 'staff'], alreadyDone: ['APPOINTMENT_CANCELED'],
  },
  submit_complete: { from: ['APPOINTMENT_SCHEDULED'], to: 'SUBMITTED_PENDING_QA', by: ['vendor'] },
  submit_incomplete: { from: ['APPOINTMENT_SCHEDULED'], to: 'SUBMITTED_VENDOR_INCOMPLETE', by: ['vendor'] },
  qa_approve: { from: ['SUBMITTED_PENDING_QA'], to: 'SUBMITTED_VENDOR_COMPLETE', by: ['manager', 'staff'] },
  qa_reject: { from: ['SUBMITTED_PENDING_QA'], to: 'SUBMITTED_VENDOR_INCOMPLETE', by: ['manager', 'staff'] },
  complete: { from: ['SUBMITTED_VENDOR_COMPLETE'], to: 'APPOINTMENT_COMPLETED', by: ['staff', 'automatic'], alreadyDone: ['APPOINTMENT_COMPLETED'] },
  remove_vendor: { from: ['REQUESTED', 'APPOINTMENT_SCHEDULED', 'SUBMITTED_VENDOR_INCOMPLETE'], to: 'REQUESTED', by: ['manager', 'staff'] },
  start_recurring: { from: ['REQUESTED'], to: 'RECURRING_SERVICE_STARTED', by: ['manager', 'staff'] },
  on_my_way: { from: ['APPOINTMENT_SCHEDULED'], to: 'same', by: ['vendor'] },
};

export type AppointmentTransition =
  // `changed`: whether the status moves (accept and reschedule act without moving it).
  | { ok: true; from: AppointmentStatus; to: AppointmentStatus; changed: boolean }
  | { ok: false; status: 403 | 422; code: 'service_activity_action_forbidden' | 'service_activity_transition_not_allowed'; rule: AppointmentAction; message: string };

const A_OR_AN = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** The rule in words, for refusals and docs: "schedule: from REQUESTED or … by vendor or staff". */
export function describeRule(action: AppointmentAction): string {
  const rule = APPOINTMENT_RULES[action];
  const to = rule.to === 'same' ? 'status unchanged' : `to ${rule.to}`;
  return `${action}: from ${rule.from.join(' or ')}, ${to}, by ${rule.by.join(' or ')}`;
}

/**
 * Whether `party` may do `action` to an activity in `status`. A party the rule never
 * lets act is refused 403; an allowed party in the wrong status 422. Both name the rule.
 */
export function appointmentTransition(status: AppointmentStatus, action: AppointmentAction, party: ServiceParty): AppointmentTransition {
  const rule = APPOINTMENT_RULES[action];
  if (!rule.by.includes(party)) {
    return {
      ok: false, status: 403, code: 'service_activity_action_forbidden', rule: action,
      message: `${A_OR_AN(party)} may not ${action.replace(/_/g, ' ')} a service activity (rule ${describeRule(action)}).`,
    };
  }
  if (rule.alreadyDone?.includes(status)) return { ok: true, from: status, to: status, changed: false };
  if (!rule.from.includes(status)) {
    return {
      ok: false, status: 422, code: 'service_activity_transition_not_allowed', rule: action,
      message: `A service activity that is ${status} cannot ${action.replace(/_/g, ' ')} (rule ${describeRule(action)}).`,
    };
  }
  const to = rule.to === 'same' ? status : rule.to;
  return { ok: true, from: status, to, changed: to !== status };
}

/** The actions `party` may take on an activity in `status`: what a screen offers (the table alone; routes narrow it by facts such as who holds the job). */
export function appointmentActionsFor(status: AppointmentStatus, party: ServiceParty): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((action) => {
    const rule = APPOINTMENT_RULES[action];
    return rule.by.includes(party) && rule.from.includes(status);
  });
}
