import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import type { InternalLayoutQuery as QueryType } from '../../__generated__/InternalLayoutQuery.graphql';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { useDisposeOnReplace } from '../relay/routeQuery';
import styles from './Internal.module.css';
import { InternalNotFound } from './InternalNotFound';
import { ImpersonationNotice } from '../session/ImpersonationNotice';
import { StaffSignOut } from './StaffSignOut';
import { HeaderSearch } from './HeaderSearch';
import { CompactFooter } from '../CompactFooter';

export const InternalLayoutQuery = graphql`
  query InternalLayoutQuery {
    viewer { isStaff user { firstName } }
  }
`;

/** The staff area's own frame (spec §2): no site header, footer or role switching. Non-staff see "not found". */
export function InternalLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(InternalLayoutQuery, queryRef);
  if (!viewer.isStaff) return <><ImpersonationNotice /><main id="main"><InternalNotFound /></main></>;
  const link = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);
  return (
    <div className={styles.shell}>
      <ImpersonationNotice />
      <header className={styles.header}>
        <span className={styles.brand}>Hearth staff</span>
        <nav aria-label="Staff" className={styles.navScroller}>
          <ul className={styles.nav}>
            <li><NavLink end to="/internal" className={link}>Overview</NavLink></li>
            <li><NavLink to="/internal/invoices" className={link}>Invoices</NavLink></li>
            <li><NavLink to="/internal/manager-ledger-charges" className={link}>Manager ledger</NavLink></li>
            <li><NavLink to="/internal/resolution-cases" className={link}>Resolution cases</NavLink></li>
            <li><NavLink to="/internal/service-activities" className={link}>Service activities</NavLink></li>
            <li><NavLink to="/internal/requests" className={link}>Requests</NavLink></li>
            <li><NavLink to="/internal/form-submissions" className={link}>Form submissions</NavLink></li>
            <li><NavLink to="/internal/users" className={link}>Users</NavLink></li>
            <li><NavLink to="/internal/audit" className={link}>Audit log</NavLink></li>
            <li><NavLink to="/internal/schema" className={link}>Schema</NavLink></li>
          </ul>
        </nav>
        <div className={styles.search}><HeaderSearch /></div>
        {viewer.user && <span className={styles.who}>{viewer.user.firstName}</span>}
        <div className={styles.signOutSlot}><StaffSignOut /></div>
      </header>
      <main id="main" className={styles.main}>
        <Suspense fallback={<LazyIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <CompactFooter />
    </div>
  );
}
