import styles from '../shared/components/Board.module.css';
import { ticketStatusLabel } from './labels';

const TONE: Record<string, string | undefined> = { NOT_STARTED: styles.statusNew, IN_PROGRESS: styles.statusActive, COMPLETED: styles.statusDone };

/** A ticket's status as a coloured pill (the words carry the meaning; colour only helps). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`${styles.status} ${TONE[status] ?? ''}`}>{ticketStatusLabel(status)}</span>;
}
