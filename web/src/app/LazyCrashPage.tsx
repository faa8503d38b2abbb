import { lazy, Suspense } from 'react';

/** What shows if even the crash page's code cannot be loaded (the network is gone). */
function CrashPageUnavailable() {
  return (
    <div className="page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. <a href={window.location.pathname}>Try again</a></p>
    </div>
  );
}

const CrashPageScreen = lazy(() =>
  import('./CrashPage').then(({ CrashPage }) => ({ default: CrashPage }), () => ({ default: CrashPageUnavailable })));

/**
 * The error boundary of the whole app (CrashPage), loaded when a crash happens: a
 * healthy first screen does not carry it.
 */
export function LazyCrashPage() {
  return (
    <Suspense fallback={null}>
      <CrashPageScreen />
    </Suspense>
  );
}
