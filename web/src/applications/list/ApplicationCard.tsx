import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ApplicationCard_lifecycle$key } from '../../__generated__/ApplicationCard_lifecycle.graphql';
import { ListingPhoto } from '../../shared/components/ListingPhoto';
import { formatDate } from '../../shared/format';
import styles from '../Applications.module.css';
import { ApplicationFeeForm } from './ApplicationFeeForm';
import { applicationStandingNote, applicationStatus, applicationTimeline, owesApplicationFee, type ApplicationStatus } from './applicationTimeline';
import { WithdrawForm } from './WithdrawForm';

const STATUS_CLASS: Record<ApplicationStatus, string | undefined> = {
  'In progress': styles.statusActive, Complete: styles.statusDone, 'Lease signed': styles.statusDone, Withdrawn: undefined, Closed: undefined,
};

/** One application: the home and room, the dates, where it stands, and what the applicant can do about it. */
export function ApplicationCard({ lifecycle }: { lifecycle: ApplicationCard_lifecycle$key }) {
  const l = useFragment(
    graphql`
      fragment ApplicationCard_lifecycle on Lifecycle {
        id
        databaseId
        moveInDate
        moveOutDate
        isActive
        applicationSignedAt
        applicationFeePaidAt
        lifecycleTenantReferencesStepCompletedAt
        tenantFinancialQualificationsStepCompletedAt
        applicationCompletedAt
        applicationDeactivatedAt
        applicationLostAt
        leaseSignedAt
        lease { databaseId viewerCanSign }
        deactivationReasonLabel
        applicationFee { formatted }
        building {
          databaseId
          title
          address { city state }
          photos { url alt }
        }
        assignedBedroom {
          name
          rent { totalRent { formatted } }
        }
      }
    `,
    lifecycle,
  );
  const status = applicationStatus(l);
  const note = applicationStandingNote(l, l.applicationFee.formatted);
  const title = `${l.assignedBedroom?.name ?? 'A room'} at ${l.building.title}`;
  return (
    <article className={`card ${styles.application}`} aria-label={title}>
      <div className={styles.applicationPhoto}>
        <ListingPhoto photo={l.building.photos[0]} />
      </div>
      <div className={styles.applicationBody}>
        <div className={styles.applicationHead}>
          <h2 className={styles.applicationTitle}>
            <Link to={`/listings/id/${l.building.databaseId}`}>{title}</Link>
          </h2>
          <span className={`${styles.status} ${STATUS_CLASS[status] ?? ''}`}>{status}</span>
        </div>
        <p className="muted">
          {l.building.address.city}, {l.building.address.state}
          {l.assignedBedroom && <> · {l.assignedBedroom.rent.totalRent.formatted}/mo</>}
          {' · '}{formatDate(l.moveInDate)} to {formatDate(l.moveOutDate)}
        </p>
        {l.deactivationReasonLabel && <p className="muted">Reason: {l.deactivationReasonLabel}</p>}
        <ol className={styles.timeline} aria-label="Progress of this application">
          {applicationTimeline(l).map((entry) => (
            <li key={entry.label} className={entry.at ? styles.timelineDone : styles.timelineTodo}>
              <span>{entry.label}</span>
              <span className={styles.timelineDate}>{entry.at ? <time dateTime={entry.at}>{formatDate(entry.at)}</time> : 'Not yet'}</span>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          {l.lease && (
            <Link className="btn btn-primary" to={`/leases/${l.lease.databaseId}`}>
              {l.lease.viewerCanSign ? 'Review and sign your lease' : 'View your lease'}
            </Link>
          )}
          <Link className="btn" to={`/applications/${l.databaseId}`} aria-label={`Open application: ${title}`}>Open application</Link>
        </div>
        {note && <p className="muted">{note}</p>}
        {l.isActive && (
          <div className={styles.actions}>
            {owesApplicationFee(l) && <ApplicationFeeForm lifecycleId={l.id} fee={l.applicationFee.formatted} />}
            <WithdrawForm lifecycleId={l.id} homeTitle={l.building.title} />
          </div>
        )}
      </div>
    </article>
  );
}
