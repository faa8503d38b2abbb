import styles from './ManagerListings.module.css';

/** Listed (tenants can find it) or unlisted, in words and colour. */
export function StatusBadge({ status }: { status: string }) {
  const listed = status === 'LISTED';
  return <span className={`${styles.badge} ${listed ? styles.listed : styles.unlisted}`}>{listed ? 'Listed' : 'Unlisted'}</span>;
}
