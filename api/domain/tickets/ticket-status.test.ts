import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, type TicketStatus } from '../../../common/live.js';
import { mayChangeStatus, ticketStatusTransition, type StatusMover } from './ticket-status.js';

/** Every (from, to, mover) and whether it is allowed: the whole table, spelt out. */
const ALLOWED: Array<[TicketStatus, TicketStatus, StatusMover]> = [
  ['not_started', 'in_progress', 'manager'], ['not_started', 'in_progress', 'staff'],
  ['not_started', 'completed', 'manager'], ['not_started', 'completed', 'staff'],
  ['in_progress', 'not_started', 'manager'], ['in_progress', 'not_started', 'staff'],
  ['in_progress', 'completed', 'manager'], ['in_progress', 'completed', 'staff'],
  ['completed', 'in_progress', 'manager'], ['completed', 'in_progress', 'staff'],
];
const MOVERS: StatusMover[] = ['manager', 'staff', 'tenant'];
const key = (from: string, to: string, mover: string) => `${from}->${to} by ${mover}`;
const allowed = new Set(ALLOWED.map(([f, t, m]) => key(f, t, m)));

describe('ticket status transitions', () => {
  const cases = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.flatMap((to) => MOVERS.map((mover) => ({ from, to, mover }))));

  it.each(cases)('$from -> $to by $mover', ({ from, to, mover }) => {
    const result = ticketStatusTransition(from, to, mover);
    if (allowed.has(key(from, to, mover))) {
      expect(result).toEqual({ ok: true, from, to });
    } else {
      expect(result).toMatchObject({ ok: false, code: 'ticket_status_transition_not_allowed', message: expect.any(String) });
    }
  });

  it('never lets a tenant change a status, and never reopens a completed ticket to not_started', () => {
    for (const from of TICKET_STATUSES) expect(mayChangeStatus(from, 'tenant')).toBe(false);
    expect(ticketStatusTransition('completed', 'not_started', 'manager').ok).toBe(false);
    expect(ticketStatusTransition('completed', 'in_progress', 'manager').ok).toBe(true);
  });

  it('a move to the same status is refused and says so', () => {
    const result = ticketStatusTransition('in_progress', 'in_progress', 'manager');
    expect(result).toMatchObject({ ok: false, message: 'The ticket is already in_progress.' });
  });

  it('managers and staff may change the status from every status', () => {
    for (const from of TICKET_STATUSES) for (const mover of ['manager', 'staff'] as const) expect(mayChangeStatus(from, mover)).toBe(true);
  });
});
