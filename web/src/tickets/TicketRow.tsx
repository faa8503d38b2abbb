import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { TicketRow_ticket$key } from '../__generated__/TicketRow_ticket.graphql';
import { timeAgo } from '../shared/timeAgo';
import { StatusBadge } from './StatusBadge';
import styles from '../shared/components/Board.module.css';

/** One ticket in a list; opening it keeps the page and sets ?ticket=<id> (so it can be shared and reloaded). */
export function TicketRow({ ticket, showHome = false }: { ticket: TicketRow_ticket$key; showHome?: boolean }) {
  const t = useFragment(
    graphql`
      fragment TicketRow_ticket on MaintenanceTicket {
        databaseId
        title
        status
        areaLabel
        ticketTypeLabel
        updatesCount
        lastUpdateAt
        createdAt
        building { title }
        createdBy { firstName }
        responsibleManager { firstName }
      }
    `,
    ticket,
  );
  const [params] = useSearchParams();
  const selected = params.get('ticket') === String(t.databaseId);
  const next = new URLSearchParams(params);
  next.set('ticket', String(t.databaseId));
  const lastActivity = t.lastUpdateAt ?? t.createdAt;
  return (
    <li>
      <Link to={{ search: `?${next}` }} className={`${styles.row} ${selected ? styles.rowSelected : ''}`} aria-current={selected ? 'true' : undefined}>
        <span className={styles.rowTop}>
          <span className={styles.rowTitle}>{t.title}</span>
          <StatusBadge status={t.status} />
        </span>
        <span className={styles.rowMeta}>
          {[showHome ? t.building?.title : null, t.areaLabel, t.ticketTypeLabel].filter(Boolean).join(' · ')}
        </span>
        <span className={styles.rowMeta}>
          Opened by {t.createdBy.firstName} · {t.updatesCount === 1 ? '1 update' : `${t.updatesCount} updates`} · <time dateTime={lastActivity}>{timeAgo(lastActivity)}</time>
          {t.responsibleManager && <> · {t.responsibleManager.firstName} is on it</>}
        </span>
      </Link>
    </li>
  );
}
