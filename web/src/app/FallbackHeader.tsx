import { Link } from 'react-router';
import { browserCredentials } from './relay/credentials';
import { useLogOutMutation } from './session/useLogOutMutation';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';
import { HeaderFrame } from './SiteHeader';

/**
 * The header when the viewer could not be loaded: still a way to browse, and a
 * way out (log in, or log out for a signed-in user whose navigation failed).
 */
export function FallbackHeader() {
  const signedIn = Boolean(browserCredentials.read().userId);
  const [logOut, isLoggingOut] = useLogOutMutation();
  return (
    <HeaderFrame start={<Logo />}>
      <nav aria-label="Main" className={styles.fallbackNav}>
        <Link to="/listings" className={styles.navLink}>Browse Listings</Link>
        {signedIn ? (
          <button type="button" className="btn btn-quiet" disabled={isLoggingOut} onClick={logOut}>
            {isLoggingOut ? 'Logging out…' : 'Log out'}
          </button>
        ) : (
          <Link to="/login" className={styles.navLink}>Log in</Link>
        )}
      </nav>
    </HeaderFrame>
  );
}
