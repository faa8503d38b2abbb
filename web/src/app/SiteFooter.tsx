import { Link } from 'react-router';
import { BRAND_NAME } from '../../../common/brand';
import { FOOTER_GROUPS } from './footerLinks';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.groups}>
          {FOOTER_GROUPS.map((group) => (
            <section key={group.title} className={styles.group}>
              <h2 className={styles.title}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {BRAND_NAME}. Rooms in shared homes, rented one by one.
        </p>
      </div>
    </footer>
  );
}
