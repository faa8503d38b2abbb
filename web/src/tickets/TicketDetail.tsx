import { useEffect, useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TicketDetail_ticket$key } from '../__generated__/TicketDetail_ticket.graphql';
import { accessRequirementLabel } from './labels';
import { ReplyForm } from './ReplyForm';
import { StatusBadge } from './StatusBadge';
import styles from '../shared/components/Board.module.css';
import { TicketService } from './TicketService';
import { TicketTimeline } from './TicketTimeline';

/**
 * A ticket for anyone who may see it: what, where, who, the timeline and a reply
 * box (when the viewer may reply), and the service booked for it. `actions` is the
 * manager's status and assignment controls; `linkToJob` links the service (managers).
 */
export function TicketDetail({ ticket, actions, onClose, linkToJob = false }: {
  ticket: TicketDetail_ticket$key; actions?: ReactNode; onClose?(): void; linkToJob?: boolean;
}) {
  const t = useFragment(
    graphql`
      fragment TicketDetail_ticket on MaintenanceTicket {
        id
        databaseId
        title
        status
        ticketTypeLabel
        areaLabel
        accessRequirement
        supportCategory { name }
        building { title }
        responsibleManager { firstName }
        viewerMay { reply }
        ...TicketTimeline_ticket
        ...TicketService_ticket
      }
    `,
    ticket,
  );
  // Opening a ticket moves the reader to it (on phones the list it was picked from is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [t.databaseId]);
  return (
    <article className={styles.detail} aria-labelledby={`ticket-${t.databaseId}-title`}>
      <header className={styles.detailHeader}>
        <div className={styles.detailTitleRow}>
          <h2 id={`ticket-${t.databaseId}-title`} ref={heading} tabIndex={-1} className={styles.detailTitle}>{t.title}</h2>
          <StatusBadge status={t.status} />
        </div>
        {onClose && <button type="button" className="btn btn-quiet" onClick={onClose}>Back to the list</button>}
      </header>
      <dl className={styles.facts}>
        {t.building && <div><dt>Home</dt><dd>{t.building.title}</dd></div>}
        <div><dt>Where</dt><dd>{t.areaLabel}</dd></div>
        <div><dt>Access</dt><dd>{accessRequirementLabel(t.accessRequirement)}</dd></div>
        <div><dt>Type</dt><dd>{t.ticketTypeLabel}{t.supportCategory ? ` · ${t.supportCategory.name}` : ''}</dd></div>
        <div><dt>Responsible</dt><dd>{t.responsibleManager?.firstName ?? 'Not assigned yet'}</dd></div>
        <div><dt>Ticket</dt><dd>#{t.databaseId}</dd></div>
      </dl>
      <TicketService ticket={t} linkToJob={linkToJob} />
      {actions}
      <h3 className={styles.sectionTitle}>Timeline</h3>
      <TicketTimeline ticket={t} />
      {t.viewerMay.reply ? <ReplyForm ticketId={t.id} /> : <p className="muted">You cannot reply to this ticket.</p>}
    </article>
  );
}
