import { Link } from 'react-router';
import { BRAND_NAME } from '../../../common/brand';
import styles from './SiteHeader.module.css';

/** `plain` renders an ordinary link, for the crash page where the router itself may be broken. */
export function Logo({ plain = false }: { plain?: boolean }) {
  const mark = (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-accent)" />
        <path d="M16 6c1.5 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.6-4.7 3-6 .3 2 1.2 3 2.3 3.3C14.6 12 15 9 16 6z" fill="#fff7ef" />
      </svg>
      <span>{BRAND_NAME}</span>
    </>
  );
  const label = `${BRAND_NAME}, home`;
  return plain ? (
    <a href="/" className={styles.logo} aria-label={label}>{mark}</a>
  ) : (
    <Link to="/" className={styles.logo} aria-label={label}>{mark}</Link>
  );
}
