import { NavLink } from 'react-router';
import { loggedOutNavigation } from './navigation';
import styles from './SiteHeader.module.css';

/** Spec §2 logged-out navigation; log-in links bring the visitor back to this page. */
export function GuestNav({ pathname }: { pathname: string }) {
  const onLoginPage = pathname === '/login' || pathname === '/vendor-login';
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {loggedOutNavigation(pathname).map((link) => {
          const isLogin = link.path === '/login' || link.path === '/vendor-login';
          const to = isLogin && !onLoginPage ? `${link.path}?desired_page=${encodeURIComponent(pathname)}` : link.path;
          return (
            <li key={link.label}>
              <NavLink to={to} className={({ isActive }) => navClass(link.primary, isActive)}>
                {link.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function navClass(primary: boolean | undefined, isActive: boolean): string {
  if (primary) return `btn btn-primary ${styles.cta}`;
  return `${styles.navLink} ${isActive ? styles.active : ''}`;
}
