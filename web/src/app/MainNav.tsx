import { graphql, useFragment } from 'react-relay';
import { NavLink, useLocation } from 'react-router';
import type { MainNav_viewer$key } from '../__generated__/MainNav_viewer.graphql';
import { navClass } from './GuestNav';
import styles from './SiteHeader.module.css';

/** The signed-in navigation; which links show is decided by the gateway (spec §2, §6). */
export function MainNav({ viewer }: { viewer: MainNav_viewer$key }) {
  const { navigation } = useFragment(
    graphql`
      fragment MainNav_viewer on Viewer {
        navigation {
          key
          label
          path
          hasRedDot
        }
      }
    `,
    viewer,
  );
  const { hash } = useLocation();
  // A link to a section (/my-hearth#promote-listing) is the current one only on that section; its page's own link otherwise.
  const current = (path: string, isActive: boolean) => {
    const at = path.indexOf('#');
    if (at >= 0) return isActive && hash === path.slice(at);
    return isActive && !(hash && navigation.some((other) => other.path === `${path}${hash}`));
  };
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {navigation.map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} className={({ isActive }) => navClass(false, current(item.path, isActive))}>
              {item.label}
              {item.hasRedDot && (
                <span className={styles.redDot}>
                  <span className="visually-hidden"> (needs your attention)</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
