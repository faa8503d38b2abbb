import styles from './Billing.module.css';
import { paymentStatusWords } from './billingWords';

/** The status in words; the tone is colour plus words, never colour alone. */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatusWords(status);
  return <span className={`${styles.badge} ${styles[`tone-${tone}`]}`}>{label}</span>;
}
