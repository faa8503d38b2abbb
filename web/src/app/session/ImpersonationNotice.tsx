import { lazy, Suspense } from 'react';
import { isImpersonating } from './impersonationToken';

const Banner = lazy(async () => ({ default: (await import('./ImpersonationBanner')).ImpersonationBanner }));

/**
 * The impersonation banner where it applies: its query, mutations and styles load
 * only while the stored token is an impersonation, so nobody else's first screen
 * carries them.
 */
export function ImpersonationNotice() {
  if (!isImpersonating()) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
