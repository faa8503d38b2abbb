import { graphql, useFragment } from 'react-relay';
import { LIFECYCLE_STATE_LABELS, type LifecycleState } from '../../../../common/lifecycles';
import type { LifecycleCard_lifecycle$key } from '../../__generated__/LifecycleCard_lifecycle.graphql';
import { scoreWords } from '../../shared/components/CompatibilityCard';
import { formatDate } from '../../shared/format';
import { LifecycleActions, type Room } from './LifecycleActions';
import { screeningSummary } from './screeningSummary';
import styles from './ManagerTenants.module.css';

/** An applicant or tenant: who, which room and dates, screening and fit, and what the manager may do now. */
export function LifecycleCard({ lifecycle, managerName, rooms }: {
  lifecycle: LifecycleCard_lifecycle$key; managerName: string; rooms: readonly Room[];
}) {
  const l = useFragment(graphql`
    fragment LifecycleCard_lifecycle on Lifecycle {
      state
      hasUnsignedManagerLease
      moveInDate
      moveOutDate
      denialReasonLabel
      assignedBedroom { id name }
      applicant {
        displayName
        occupation
        photoUrls
        screening { applicant { status report { credit { score } adverseItems } } }
      }
      compatibility { score reason }
      ...LifecycleActions_lifecycle
    }
  `, lifecycle);
  const name = l.applicant?.displayName ?? 'Applicant';
  const report = l.applicant?.screening?.applicant.report;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.person}>
        {l.applicant?.photoUrls[0]
          ? <img className={styles.photo} src={l.applicant.photoUrls[0]} alt="" width={56} height={56} />
          : <span className={styles.initials} aria-hidden="true">{name.slice(0, 1)}</span>}
        <div>
          <h3 className={styles.name}>{name}</h3>
          {l.applicant?.occupation && <p className={styles.muted}>{l.applicant.occupation}</p>}
        </div>
        <span className={l.hasUnsignedManagerLease ? `${styles.state} ${styles.stateAttention}` : styles.state}>
          {LIFECYCLE_STATE_LABELS[l.state.toLowerCase() as LifecycleState]}
        </span>
      </div>
      <dl className={styles.facts}>
        <div><dt>Room</dt><dd>{l.assignedBedroom?.name ?? 'Not assigned'}</dd></div>
        <div><dt>Dates</dt><dd>{formatDate(l.moveInDate)} – {formatDate(l.moveOutDate)}</dd></div>
        <div><dt>Screening</dt><dd>{screeningSummary(l.applicant?.screening?.applicant.status, report)}</dd></div>
        <div><dt>Roommate fit</dt><dd>{l.compatibility?.score != null ? `${scoreWords(l.compatibility.score)} (${l.compatibility.score}/100)` : 'No roommate profile to compare yet'}</dd></div>
        {l.denialReasonLabel && <div><dt>Denied</dt><dd>{l.denialReasonLabel}</dd></div>}
      </dl>
      <LifecycleActions lifecycle={l} applicantName={name} managerName={managerName}
        otherRooms={rooms.filter((r) => r.id !== l.assignedBedroom?.id)} />
    </article>
  );
}
