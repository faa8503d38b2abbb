import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ImpersonationBannerQuery } from '../../__generated__/ImpersonationBannerQuery.graphql';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { useStopImpersonation } from './impersonation';
import { isImpersonating } from './impersonationToken';
import styles from './ImpersonationBanner.module.css';

const query = graphql`
  query ImpersonationBannerQuery {
    viewer { user { firstName lastName email } impersonator { firstName } }
  }
`;

/**
 * "Viewing as {name} — Stop", on every page of the main app and the staff area
 * while the stored token is an impersonation. Nothing is asked otherwise.
 */
export function ImpersonationBanner() {
  if (!isImpersonating()) return null;
  return (
    <ErrorBoundary name="impersonation-banner" fallback={<Banner name="this user" />}>
      <Suspense fallback={<Banner name="…" />}>
        <LoadedBanner />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedBanner() {
  const { viewer } = useLazyLoadQuery<ImpersonationBannerQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const user = viewer.user;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : 'this user';
  return <Banner name={name} />;
}

function Banner({ name }: { name: string }) {
  const [stop, stopping, failed] = useStopImpersonation();
  return (
    <div className={styles.banner} role="region" aria-label="Impersonation">
      <span>Viewing as <strong>{name}</strong></span>
      <span aria-hidden="true">—</span>
      <button type="button" className={styles.bannerButton} onClick={stop} disabled={stopping}>
        {stopping ? 'Stopping…' : 'Stop'}
      </button>
      {failed && <span role="alert">Could not stop. Try again.</span>}
    </div>
  );
}
