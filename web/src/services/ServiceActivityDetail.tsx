import { graphql, useFragment } from 'react-relay';
import type { ServiceActivityDetail_activity$key } from '../__generated__/ServiceActivityDetail_activity.graphql';
import { formatDateTime } from '../shared/format';
import { formatVisit } from '../shared/visitWindow';
import { ACCESS_LABELS, actionWords, actorWords, type AccessValue } from './labels';
import { JobPhotos, onMyWayWords } from './JobPhotos';
import { ServiceActivityActions } from './ServiceActivityActions';
import { ServiceActivityPay } from './ServiceActivityPay';
import { ServiceSeriesPanel } from './ServiceSeriesPanel';
import { StatusPill } from './StatusPill';
import styles from './Services.module.css';

/**
 * A job in full as a manager or staff see it: what, where, who holds it, the visit
 * in the home's zone, "on my way" while the visit is due, the handed-in notes,
 * checklist and photos (every hand-in's, newest visit last), the timeline, and the
 * actions `viewerMay` lists (nothing else is offered).
 */
export function ServiceActivityDetail({ activity }: { activity: ServiceActivityDetail_activity$key }) {
  const job = useFragment(graphql`
    fragment ServiceActivityDetail_activity on ServiceActivity {
      id databaseId status timeZone scheduledStart scheduledEnd priceCents
      accessRequirement accessNotes notes createdAt
      serviceType { name description }
      home { title street city state zip }
      maintenanceTicket { databaseId title }
      holder { name }
      submission { notes submittedAt checklist { item done } }
      onMyWayAt onMyWayEtaMinutes
      photos { fileId url fileName handIn }
      history { action toStatus actorRole createdAt }
      viewerMay repeatEveryWeeks series { id }
      ...ServiceActivityActions_activity
      ...ServiceActivityPay_activity
      ...ServiceSeriesPanel_activity
    }
  `, activity);
  // A recurring series is never held or visited itself: its visits are (ServiceSeriesPanel).
  const isSeries = job.repeatEveryWeeks != null && !job.series;
  const visit = formatVisit(job.scheduledStart, job.scheduledEnd, job.timeZone);
  const where = [job.home.title, job.home.street, `${job.home.city}, ${job.home.state}`].filter(Boolean).join(' · ');
  return (
    <article className={`card ${styles.detail}`} aria-labelledby="job-heading">
      <header className={styles.detailHead}>
        <h2 id="job-heading">{job.serviceType.name}</h2>
        {/* A live region: the vendor's changes arrive while the page is open. */}
        <p role="status" className={styles.statusLine}><StatusPill status={job.status} /></p>
      </header>
      <dl className={styles.facts}>
        <dt>Home</dt><dd>{where}</dd>
        {isSeries ? <><dt>Vendor, visit, pay</dt><dd>Per visit, below</dd></> : <>
          <dt>Vendor</dt><dd>{job.holder?.name ?? 'Not taken yet: offered to vendors in the area'}</dd>
          <dt>Visit</dt><dd>{visit ?? 'Not scheduled yet'}</dd>
          {job.onMyWayAt && job.status === 'APPOINTMENT_SCHEDULED' && (
            <><dt>Arriving</dt><dd className={styles.onMyWay} data-testid="on-my-way">{onMyWayWords(job.onMyWayAt, job.onMyWayEtaMinutes, job.timeZone)}</dd></>
          )}
          <dt>Price</dt><dd><ServiceActivityPay activity={job} /></dd>
        </>}
        <dt>Access</dt><dd>{job.accessRequirement ? ACCESS_LABELS[job.accessRequirement as AccessValue] ?? job.accessRequirement : '—'}{job.accessNotes ? ` · ${job.accessNotes}` : ''}</dd>
        {job.notes && <><dt>Notes</dt><dd>{job.notes}</dd></>}
        {job.maintenanceTicket && <><dt>Ticket</dt><dd>{job.maintenanceTicket.title}</dd></>}
        <dt>Booked</dt><dd>{formatDateTime(job.createdAt)}</dd>
      </dl>
      <ServiceSeriesPanel activity={job} />
      {job.submission && (
        <section aria-labelledby="handed-in" className={styles.submission}>
          <h3 id="handed-in">Handed in {formatDateTime(job.submission.submittedAt)}</h3>
          {job.submission.notes && <p>{job.submission.notes}</p>}
          {job.submission.checklist.length > 0 && (
            <ul className={styles.checklist} aria-label="Checklist">
              {job.submission.checklist.map((c) => <li key={c.item}>{c.done ? '✓' : '✗'} {c.item}{c.done ? '' : ' (not done)'}</li>)}
            </ul>
          )}
          <JobPhotos photos={job.photos} />
        </section>
      )}
      <ServiceActivityActions activity={job} />
      {job.history.length > 0 && (
        <section aria-labelledby="timeline">
          <h3 id="timeline">Timeline</h3>
          <ol className={styles.timeline}>
            {job.history.map((h, i) => (
              <li key={i}>{actionWords(h.action)} <span className="muted">by the {actorWords(h.actorRole)}, {formatDateTime(h.createdAt)}</span></li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
