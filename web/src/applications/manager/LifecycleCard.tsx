import { graphql, useFragment } from 'react-relay';
import { LIFECYCLE_STATE_LABELS, type LifecycleState } from '../../../../common/lifecycles';
import type { LifecycleCard_lifecycle$key } from '../../__generated__/LifecycleCard_lifecycle.graphql';
import { scoreWords } from '../../shared/components/CompatibilityCard';
import { formatDate, todayIso } from '../../shared/format';
import { LifecycleActions, type Room } from './LifecycleActions';
import { screeningSummary } from './screeningSummary';
import styles from './ManagerTenants.module.css';

/** States in which a tenant may insure their lease (approved through under a lease): the line shows "not covered" then. */
const INSURABLE_STATES = new Set<string>(['APPROVED', 'LEASE_SIGNED', 'LEASED', 'RENEWAL_REQUESTED', 'RENEWAL_OFFERED', 'NON_RENEWAL', 'RELOCATION_REQUESTED']);

interface InsuranceLineProps {
  policy: {
    source: string; plan: string | null | undefined; startsOn: string; endsOn: string; isActive: boolean; documentUrl: string | null | undefined;
  } | null | undefined;
}

/** "Covered until … (Standard plan) · Certificate", "Covered from … until … (own policy) · Proof", or "Not covered". */
function RentersInsuranceLine({ policy }: InsuranceLineProps) {
  const startsLater = policy && !policy.isActive && policy.startsOn > todayIso();
  if (!policy || (!policy.isActive && !startsLater)) {
    return <>{policy ? `Not covered: the policy ended ${formatDate(policy.endsOn)}` : 'Not covered'}</>;
  }
  const what = policy.plan ? `${policy.plan.charAt(0)}${policy.plan.slice(1).toLowerCase()} plan` : 'own policy';
  return (
    <>
      {startsLater ? `Covered from ${formatDate(policy.startsOn)} until ${formatDate(policy.endsOn)}` : `Covered until ${formatDate(policy.endsOn)}`} ({what})
      {policy.documentUrl && <> · <a href={policy.documentUrl} target="_blank" rel="noreferrer">{policy.source === 'PURCHASE' ? 'Certificate' : 'Proof'}</a></>}
    </>
  );
}

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
      rentersInsurancePolicy { source plan startsOn endsOn isActive documentUrl }
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
        {(l.rentersInsurancePolicy || INSURABLE_STATES.has(l.state)) && (
          <div><dt>Renters insurance</dt><dd><RentersInsuranceLine policy={l.rentersInsurancePolicy} /></dd></div>
        )}
      </dl>
      <LifecycleActions lifecycle={l} applicantName={name} managerName={managerName}
        otherRooms={rooms.filter((r) => r.id !== l.assignedBedroom?.id)} />
    </article>
  );
}
