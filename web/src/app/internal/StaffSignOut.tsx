import { useLogOutMutation } from '../session/useLogOutMutation';
import styles from './Internal.module.css';

/** Sign out from the staff area's header: ends the session on the server, like the main app's menu. */
export function StaffSignOut() {
  const [logOut, isLoggingOut] = useLogOutMutation();
  return (
    <button type="button" className={styles.signOut} disabled={isLoggingOut} onClick={logOut}>
      {isLoggingOut ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
