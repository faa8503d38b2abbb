import { NavLink, Outlet } from 'react-router';
import styles from './Developers.module.css';

/** The tabs of /developers; each tab's page renders below them. */
export function DevelopersLayout() {
  return (
    <div className={`page ${styles.page}`}>
      <header>
        <h1>Developers</h1>
        <p className={styles.lead}>Connect your own software to Hearth: API tokens for scripts, webhooks for events, and the GraphQL explorer.</p>
      </header>
      <nav aria-label="Developers" className={styles.tabs}>
        <NavLink to="/developers" end>API tokens</NavLink>
        <NavLink to="/developers/webhooks">Webhooks</NavLink>
        <NavLink to="/developers/explorer">Explorer</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
