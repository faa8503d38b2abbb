import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ManagerTicketActions_building$key } from '../../__generated__/ManagerTicketActions_building.graphql';
import type { ManagerTicketActions_ticket$key } from '../../__generated__/ManagerTicketActions_ticket.graphql';
import { managerStatusMoves, ticketStatusLabel } from '../labels';
import styles from '../../shared/components/Board.module.css';
import { useAddTicketUpdateMutation } from '../useAddTicketUpdateMutation';
import { useSetTicketResponsibilityMutation } from './useSetTicketResponsibilityMutation';

/** A ticket whose service ended (done or canceled) may get another one. */
const FINAL_SERVICE_STATUSES = new Set(['APPOINTMENT_COMPLETED', 'APPOINTMENT_CANCELED']);

export interface Me {
  databaseId: string;
  name: string;
}

/**
 * The manager's controls, each shown only when viewerMay allows it: move the
 * status (only to where the transition table allows) and choose who is
 * responsible. Eligible people: the viewer and the home's co-managers with
 * support service (the SDL lists no owner, so a co-manager cannot pick the owner;
 * reported to the gateway).
 */
export function ManagerTicketActions({ ticket, building, me }: {
  ticket: ManagerTicketActions_ticket$key;
  building: ManagerTicketActions_building$key | null;
  me: Me | null;
}) {
  const t = useFragment(
    graphql`
      fragment ManagerTicketActions_ticket on MaintenanceTicket {
        id
        databaseId
        building { databaseId }
        status
        viewerMay { changeStatus assign }
        responsibleManager { userId firstName }
        serviceActivity { status }
      }
    `,
    ticket,
  );
  const home = useFragment(
    graphql`
      fragment ManagerTicketActions_building on Building {
        management { coManagers { userDatabaseId name permissionAreas } }
      }
    `,
    building,
  );
  const [addUpdate, changing] = useAddTicketUpdateMutation();
  const [assign, assigning] = useSetTicketResponsibilityMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const selectId = useId();
  const serviceIsLive = !!t.serviceActivity && !FINAL_SERVICE_STATUSES.has(t.serviceActivity.status);
  if (!t.viewerMay.changeStatus && !t.viewerMay.assign) return null;

  const callbacks = {
    onDone: () => setProblem(null),
    onUserErrors: (errors: readonly { message: string }[]) => setProblem(errors.map((e) => e.message).join(' ')),
    onFailure: () => setProblem('That did not work. Check your connection and try again.'),
  };
  const people = new Map<string, string>();
  if (me) people.set(me.databaseId, `${me.name} (you)`);
  for (const co of home?.management?.coManagers ?? []) {
    if (co.permissionAreas.includes('SUPPORT_SERVICE') && !people.has(co.userDatabaseId)) people.set(co.userDatabaseId, co.name);
  }
  const current = t.responsibleManager?.userId ?? '';
  if (t.responsibleManager && !people.has(current)) people.set(current, t.responsibleManager.firstName);

  return (
    <section className={styles.actions} aria-label="Manage this ticket">
      {t.viewerMay.changeStatus && (
        <div className={styles.buttons} role="group" aria-label={`Status: ${ticketStatusLabel(t.status)}`}>
          {managerStatusMoves(t.status).map((move) => (
            <button key={move.value} type="button" className={move.value === 'COMPLETED' ? 'btn btn-primary' : 'btn'} disabled={changing}
              onClick={() => addUpdate({ ticketId: t.id, status: move.value }, callbacks)}>
              {move.label}
            </button>
          ))}
        </div>
      )}
      {t.viewerMay.assign && (
        <div className="field">
          <label htmlFor={selectId} className="field-label">Responsible</label>
          <select id={selectId} className="input" value={current} disabled={assigning}
            onChange={(e) => assign({ ticketId: t.id, responsibleUserId: e.target.value || null }, callbacks)}>
            <option value="">Nobody yet</option>
            {[...people].map(([id, name]) => <option key={id} value={id}>{name}</option>)}
          </select>
        </div>
      )}
      {t.viewerMay.changeStatus && t.building && !serviceIsLive && (
        // A vendor from the marketplace for this ticket (services/manager books it); one open service per ticket.
        <Link className="btn" to={`/manager/service/book?home=${t.building.databaseId}&ticket=${t.databaseId}`}>Book a vendor</Link>
      )}
      {problem && <p role="alert" className="field-error">{problem}</p>}
    </section>
  );
}
