import { statusLabel } from './labels';
import styles from './Services.module.css';

/** A job's status in words, coloured by whether it waits on the reader. */
export function StatusPill({ status }: { status: string }) {
  const tone = status === 'SUBMITTED_PENDING_QA' ? styles.pillAct : status === 'APPOINTMENT_CANCELED' ? styles.pillDone : status === 'APPOINTMENT_COMPLETED' || status === 'SUBMITTED_VENDOR_COMPLETE' ? styles.pillOk : '';
  return <span className={`${styles.pill} ${tone}`} data-status={status}>{statusLabel(status)}</span>;
}
