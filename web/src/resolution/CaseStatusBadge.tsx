import { caseStatusLabel } from './caseWords';
import styles from './Resolution.module.css';

const TONE: Record<string, string | undefined> = {
  EVIDENCE_REQUIRED: styles.statusWaiting,
  OPEN: styles.statusWaiting,
  PROPOSAL_ACCEPTED: styles.statusAgreed,
  PENDING_FINALIZATION: styles.statusAgreed,
  RESOLVED: styles.statusDone,
};

/** A case's status as a pill (the words carry the meaning; colour only helps). */
export function CaseStatusBadge({ status }: { status: string }) {
  return <span className={`${styles.status} ${TONE[status] ?? ''}`}>{caseStatusLabel(status)}</span>;
}

/** "Waiting for: you" stands out; anyone else is said plainly. */
export function WaitingFor({ who }: { who: string }) {
  return <span className={`${styles.waiting} ${who === 'you' ? styles.waitingYou : ''}`}>Waiting for: {who}</span>;
}
