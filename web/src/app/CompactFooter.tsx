import { Link } from 'react-router';
import { BRAND_NAME } from '../../../common/brand';
import styles from './CompactFooter.module.css';

/** Pages worth one click from a dashboard (every one of them exists). */
const LINKS = [
  { label: 'Help & feedback', path: '/leave-feedback' },
  { label: `About ${BRAND_NAME}`, path: '/about' },
  { label: 'Blog', path: '/blog' },
];

/** The dashboards' footer (manager, vendor, staff): one line instead of the site's eight link groups. */
export function CompactFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>© {new Date().getFullYear()} {BRAND_NAME}</span>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
