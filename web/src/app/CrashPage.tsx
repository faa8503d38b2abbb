import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from '../shared/components/MessagePage';
import { logEvent } from '../shared/log';
import { badUserInputOf } from './relay/userInputErrors';
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
  // The page's own address carried text no part of Hearth can read (a NUL, half an
  // emoji): reloading it would fail the same way, so say so instead of crashing.
  const badAddress = badUserInputOf(error);

  useEffect(() => {
    const { pathname, search } = window.location;
    if (badAddress) {
      logEvent('unreadable_address', { path: pathname + search });
      return;
    }
    logEvent('render_crash', { path: pathname + search, error: error instanceof Error ? { message: error.message, stack: error.stack } : error });
    const action = crashAction(pathname, search);
    if (action.kind === 'give-up') setGaveUp(true);
    else window.location.replace(action.url);
  }, [error, badAddress]);

  if (badAddress) return <UnreadableAddress />;
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

function UnreadableAddress() {
  return (
    <>
      <HeaderFrame start={<Logo plain />} />
      <div className="page">
        <MessagePage
          title="This address has text we can't read"
          icon="alert"
          actions={<a className="btn btn-primary" href={window.location.pathname}>Open the page without it</a>}
        >
          <p>Part of the link you followed has a character that cannot be part of an address (it may have been damaged when it was copied). The page itself is fine.</p>
        </MessagePage>
      </div>
    </>
  );
}
