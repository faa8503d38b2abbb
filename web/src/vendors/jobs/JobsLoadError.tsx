import { useRouteError } from 'react-router';
import { MessagePage } from '../../shared/components/MessagePage';
import { logEvent } from '../../shared/log';

/** The error state of the vendor's job pages: their query failed (offline, gateway down); reloading asks again. */
export function JobsLoadError() {
  logEvent('vendor_jobs_load_failed', String(useRouteError()));
  return (
    <div className="page">
      <MessagePage title="This page could not be loaded" icon="tools"
        actions={<button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>Try again</button>}>
        <p>Your jobs are safe; we could not reach Hearth just now. Check your connection and try again.</p>
      </MessagePage>
    </div>
  );
}
