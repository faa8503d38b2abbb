import { graphql, useFragment } from 'react-relay';
import type { TicketTimeline_ticket$key } from '../__generated__/TicketTimeline_ticket.graphql';
import { actionWords } from '../services/labels';
import { timeAgo } from '../shared/timeAgo';
import { actorRoleLabel, ticketStatusLabel } from './labels';
import styles from '../shared/components/Board.module.css';

/**
 * The ticket's story, oldest first: the opening message, then each reply and
 * status change, and the steps of the service booked for it (the vendor's too). New entries come in live (the ticket subscription re-sends the
 * timeline), announced politely to screen readers.
 */
export function TicketTimeline({ ticket }: { ticket: TicketTimeline_ticket$key }) {
  const t = useFragment(
    graphql`
      fragment TicketTimeline_ticket on MaintenanceTicket {
        description
        createdAt
        createdBy { firstName }
        createdByRole
        photos { fileId url }
        # The SDL's default page (50): a literal first would multiply the query cost (graphql-armor) by it.
        updates {
          edges {
            node {
              id
              author { firstName }
              actorRole
              body
              statusFrom
              statusTo
              photos { fileId url }
              serviceAction
              managerNote
              createdAt
            }
          }
        }
      }
    `,
    ticket,
  );
  return (
    <ol className={styles.timeline} aria-label="Timeline" aria-live="polite">
      <Entry who={t.createdBy.firstName} role={t.createdByRole} at={t.createdAt} body={t.description} photos={t.photos} opening />
      {t.updates.edges.map(({ node }) => (
        <Entry key={node.id} who={node.author?.firstName ?? (node.actorRole === 'VENDOR' ? 'The vendor' : 'Automatic')} role={node.actorRole}
          at={node.createdAt} body={node.body} photos={node.photos}
          change={node.statusTo ? { from: node.statusFrom, to: node.statusTo } : null}
          service={node.serviceAction ? { action: node.serviceAction, note: node.managerNote ?? null } : null} />
      ))}
    </ol>
  );
}

function Entry({ who, role, at, body, photos, change = null, opening = false, service = null }: {
  who: string; role: string; at: string; body: string; photos: ReadonlyArray<{ fileId: string; url: string }>;
  change?: { from: string | null | undefined; to: string } | null; opening?: boolean;
  /** A step of the ticket's service; `note` is for the people running the ticket only (null for others). */
  service?: { action: string; note: string | null } | null;
}) {
  return (
    <li className={`${styles.entry} ${role === 'TENANT' ? styles.entryTenant : ''}`} data-service-step={service?.action}>
      {service && <p className={styles.entryTag}>Service · {actionWords(service.action)}</p>}
      <p className={styles.entryHead}>
        <strong>{who}</strong> <span className="muted">({actorRoleLabel(role)}){opening ? ' opened the ticket' : ''}</span>
        {' · '}<time dateTime={at} className="muted">{timeAgo(at)}</time>
      </p>
      {change && (
        <p className={styles.entryChange}>
          Status: {change.from ? `${ticketStatusLabel(change.from)} → ` : ''}<strong>{ticketStatusLabel(change.to)}</strong>
        </p>
      )}
      {body && <p className={styles.entryBody}>{body}</p>}
      {service?.note && <p className={styles.entryNote}>Only managers see: {service.note}</p>}
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos">
          {photos.map((photo, i) => (
            <li key={photo.fileId}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`Photo ${i + 1} from ${who}`} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
