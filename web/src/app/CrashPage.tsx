import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from '../components/MessagePage';
import { logEvent } from '../log';
import { crashAction } from './crashRecovery';
import { Logo } from './Logo';
import { HeaderFrame } from './SiteHeader';

/**
 * The error boundary of the whole app (the root route's ErrorBoundary). Spec §8:
 * report the crash, reload once with `error_reload`, then fall back to /listings.
 */
export function CrashPage() {
  const error = useRouteError();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const { pathname, search } = window.location;
    logEvent('render_crash', { path: pathname + search, error: error instanceof Error ? { message: error.message, stack: error.stack } : error });
    const action = crashAction(pathname, search);
    if (action.kind === 'give-up') setGaveUp(true);
    else window.location.replace(action.url);
  }, [error]);

  return (
    <>
      <HeaderFrame start={<Logo plain />} />
      <div className="page">
        <MessagePage title="Something went wrong" icon="alert" actions={gaveUp ? <a className="btn btn-primary" href="/listings">Try again</a> : undefined}>
          <p role="status">{gaveUp ? 'This page could not be shown. Please try again in a moment.' : 'We hit a problem showing this page. Reloading…'}</p>
        </MessagePage>
      </div>
    </>
  );
}
