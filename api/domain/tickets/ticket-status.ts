import type { TicketStatus } from '../../../common/live.js';

/** Who asks to move a ticket: the home's manager (support service), Hearth staff, or a tenant. */
export type StatusMover = 'manager' | 'staff' | 'tenant';

/**
 * The task-status transition table (spec §4), the only place deciding who may
 * move a ticket where. Managers and staff run the work; a finished ticket may be
 * reopened (back to in_progress) when the problem comes back, never straight to
 * not_started, which would hide that work was done. Tenants report and reply but
 * never change the status: the people doing the work say when it is done.
 */
const TRANSITIONS: Record<TicketStatus, Partial<Record<TicketStatus, readonly StatusMover[]>>> = {
  not_started: { in_progress: ['manager', 'staff'], completed: ['manager', 'staff'] },
  in_progress: { not_started: ['manager', 'staff'], completed: ['manager', 'staff'] },
  completed: { in_progress: ['manager', 'staff'] },
};

export type StatusTransition =
  | { ok: true; from: TicketStatus; to: TicketStatus }
  | { ok: false; code: 'ticket_status_transition_not_allowed'; message: string };

export function ticketStatusTransition(from: TicketStatus, to: TicketStatus, mover: StatusMover): StatusTransition {
  if (TRANSITIONS[from][to]?.includes(mover)) return { ok: true, from, to };
  const why = from === to ? `The ticket is already ${from}.` : `A ${mover} may not move a ticket from ${from} to ${to}.`;
  return { ok: false, code: 'ticket_status_transition_not_allowed', message: why };
}

/** Whether `mover` may change the status at all from `from` (the DTO's viewer_may.change_status). */
export function mayChangeStatus(from: TicketStatus, mover: StatusMover): boolean {
  return Object.values(TRANSITIONS[from]).some((movers) => movers?.includes(mover));
}
