import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { MessagePage } from '../../shared/components/MessagePage';
import { useVerifyEmailMutation } from './useVerifyEmailMutation';

type Outcome = { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'refused'; message: string } | { kind: 'offline' };

/** /verify-email?user_id=…&email_verification_token=…: the link of the welcome mail confirms the address on arrival. */
export function VerifyEmail() {
  useDocumentTitle('Confirm your email');
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const token = params.get('email_verification_token');
  const verify = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(userId && token ? { kind: 'checking' } : { kind: 'refused', message: 'This link is incomplete. Open the whole link from the email.' });
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit (React's development double effects included): the link works once.
    if (!userId || !token || sent.current) return;
    sent.current = true;
    verify({ userId, token }, {
      onDone: () => setOutcome({ kind: 'confirmed' }),
      onRefused: (message) => setOutcome({ kind: 'refused', message }),
      onFailure: () => setOutcome({ kind: 'offline' }),
    });
  }, [userId, token, verify]);

  if (outcome.kind === 'checking') return <div className="page"><LazyIndicator label="Confirming your email…" /></div>;
  const browse = <Link className="btn btn-primary" to="/listings">Browse homes</Link>;
  return (
    <div className="page">
      {outcome.kind === 'confirmed' && (
        <MessagePage title="Your email is confirmed" icon="user" actions={browse}>
          <p role="status">Thank you: we will write to this address about your applications, leases and payments.</p>
        </MessagePage>
      )}
      {outcome.kind === 'refused' && (
        <MessagePage title="This link does not work" icon="user" actions={browse}>
          <p role="alert">{outcome.message} If your email is already confirmed, there is nothing more to do.</p>
        </MessagePage>
      )}
      {outcome.kind === 'offline' && (
        <MessagePage title="We could not reach Hearth" icon="user" actions={<button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>Try again</button>}>
          <p role="alert">Check your connection and open the link again.</p>
        </MessagePage>
      )}
    </div>
  );
}
