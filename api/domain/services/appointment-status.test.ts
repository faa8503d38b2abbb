import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../common/services.js';
import {
  APPOINTMENT_ACTIONS, SERVICE_PARTIES, appointmentActionsFor, appointmentTransition, type AppointmentAction, type ServiceParty,
} from './appointment-status.js';

type Outcome = AppointmentStatus | 'unchanged';
type Row = Partial<Record<AppointmentStatus, Outcome>>;

/**
 * docs/vendors.md, written out by hand (not read from APPOINTMENT_RULES) so a change
 * to the table must change this test too: action → party → status → the outcome.
 * A party missing from an action is refused 403; a status missing from a party's
 * row is refused 422. `unchanged`: allowed, the status stays (accept, assign,
 * set_price, reschedule, cancel of a canceled job).
 */
const R = 'REQUESTED', S = 'APPOINTMENT_SCHEDULED', QA = 'SUBMITTED_PENDING_QA', OK = 'SUBMITTED_VENDOR_COMPLETE';
const INC = 'SUBMITTED_VENDOR_INCOMPLETE', DONE = 'APPOINTMENT_COMPLETED', X = 'APPOINTMENT_CANCELED', REC = 'RECURRING_SERVICE_STARTED';
const cancelRow: Row = { [R]: X, [S]: X, [INC]: X, [REC]: X, [X]: 'unchanged' };
const EXPECTED: Record<AppointmentAction, Partial<Record<ServiceParty, Row>>> = {
  accept: { vendor: { [R]: 'unchanged' } },
  assign: { staff: { [R]: 'unchanged' } },
  set_price: { manager: { [R]: 'unchanged' }, staff: { [R]: 'unchanged' } },
  schedule: { vendor: { [R]: S, [INC]: S }, staff: { [R]: S, [INC]: S } },
  reschedule: { vendor: { [S]: 'unchanged' }, staff: { [S]: 'unchanged' } },
  unschedule: { vendor: { [S]: R }, manager: { [S]: R }, staff: { [S]: R } },
  cancel: { manager: cancelRow, staff: cancelRow },
  submit_complete: { vendor: { [S]: QA } },
  submit_incomplete: { vendor: { [S]: INC } },
  qa_approve: { manager: { [QA]: OK }, staff: { [QA]: OK } },
  qa_reject: { manager: { [QA]: INC }, staff: { [QA]: INC } },
  complete: { staff: { [OK]: DONE, [DONE]: 'unchanged' }, automatic: { [OK]: DONE, [DONE]: 'unchanged' } },
  remove_vendor: { manager: { [R]: R, [S]: R, [INC]: R }, staff: { [R]: R, [S]: R, [INC]: R } },
  start_recurring: { manager: { [R]: REC }, staff: { [R]: REC } },
  on_my_way: { vendor: { [S]: 'unchanged' } },
};

describe('the appointment status table, pair by pair (status × action × party)', () => {
  for (const action of APPOINTMENT_ACTIONS) {
    for (const party of SERVICE_PARTIES) {
      for (const status of APPOINTMENT_STATUSES) {
        const row = EXPECTED[action][party];
        const expected = row?.[status];
        const label = row === undefined ? 'refused 403' : expected === undefined ? 'refused 422' : expected;
        it(`${action} by ${party} from ${status}: ${label}`, () => {
          const step = appointmentTransition(status, action, party);
          if (row === undefined) {
            expect(step).toMatchObject({ ok: false, status: 403, code: 'service_activity_action_forbidden', rule: action });
            if (!step.ok) expect(step.message).toContain(`rule ${action}:`);
          } else if (expected === undefined) {
            expect(step).toMatchObject({ ok: false, status: 422, code: 'service_activity_transition_not_allowed', rule: action });
            if (!step.ok) expect(step.message).toContain(status);
          } else if (expected === 'unchanged') {
            expect(step).toEqual({ ok: true, from: status, to: status, changed: false });
          } else {
            expect(step).toEqual({ ok: true, from: status, to: expected, changed: expected !== status });
          }
        });
      }
    }
  }
});

describe('the actions a screen offers', () => {
  it('are exactly the allowed pairs of the table, for every status and party', () => {
    for (const status of APPOINTMENT_STATUSES) {
      for (const party of SERVICE_PARTIES) {
        const expected = APPOINTMENT_ACTIONS.filter((a) => {
          const outcome = EXPECTED[a][party]?.[status];
          // A repeat that changes nothing (cancel a canceled job, pay a paid one) is answered, not offered.
          return outcome !== undefined && !(outcome === 'unchanged' && (a === 'cancel' || a === 'complete'));
        });
        expect(appointmentActionsFor(status, party), `${party} at ${status}`).toEqual(expected);
      }
    }
  });

  it('a tenant is never offered anything; final statuses offer nothing to anyone but a repeat', () => {
    for (const status of APPOINTMENT_STATUSES) expect(appointmentActionsFor(status, 'tenant')).toEqual([]);
    for (const party of SERVICE_PARTIES) {
      expect(appointmentActionsFor('APPOINTMENT_COMPLETED', party)).toEqual([]);
      expect(appointmentActionsFor('APPOINTMENT_CANCELED', party)).toEqual([]);
    }
  });
});
