import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { MessagePage } from '../../shared/components/MessagePage';
import { forgetSignUpNotice } from '../../shared/notices/signUpNotice';
import { isWellFormedToken, isWellFormedUserId } from './mailedLinks';
import { ResendConfirmationForm } from './ResendConfirmationForm';
import { DAMAGED_LINK, useVerifyEmailMutation } from './useVerifyEmailMutation';

type Outcome =
  | { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'refused'; message: string } | { kind: 'offline' }
  /** No link at all: the page only offers to send one (the sign-up notice links here). */
  | { kind: 'ask' };

/**
 * Links this tab has already confirmed. The link works once: when the page comes back
 * (a log out reloads it), it must say "confirmed" again, not try the used link and
 * call it broken.
 */
const CONFIRMED_KEY = 'hearth_confirmed_email_link';
const linkKey = (userId: string, token: string) => `${userId}:${token}`;
function wasConfirmed(userId: string | null, token: string | null): boolean {
  if (!userId || !token) return false;
  try {
    return sessionStorage.getItem(CONFIRMED_KEY) === linkKey(userId, token);
  } catch {
    return false;
  }
}
function rememberConfirmed(userId: string, token: string): void {
  try {
    sessionStorage.setItem(CONFIRMED_KEY, linkKey(userId, token));
  } catch {
    // Storage refused (private mode): only a reload would ask again.
  }
}

function initialOutcome(userId: string | null, token: string | null): Outcome {
  if (!userId && !token) return { kind: 'ask' };
  if (!userId || !token) return { kind: 'refused', message: 'This link is incomplete: part of it is missing.' };
  if (!isWellFormedUserId(userId) || !isWellFormedToken(token)) return { kind: 'refused', message: DAMAGED_LINK };
  return wasConfirmed(userId, token) ? { kind: 'confirmed' } : { kind: 'checking' };
}

/**
 * /verify-email?user_id=…&email_verification_token=…: the link of the welcome mail confirms
 * the address on arrival. A link that does not work (used, replaced by a newer one, damaged)
 * and /verify-email alone (`?email=` fills the form) offer to mail a new one.
 */
export function VerifyEmail() {
  useDocumentTitle('Confirm your email');
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const token = params.get('email_verification_token');
  const verify = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(() => initialOutcome(userId, token));
  const sent = useRef(false);
  const outcomeRef = useRef(outcome);
  outcomeRef.current = outcome;
  useEffect(() => {
    // Once per visit (React's development double effects included), and never again
    // once confirmed (signing out reloads this page): the link works once.
    if (!userId || !token || sent.current || outcomeRef.current.kind !== 'checking') return;
    sent.current = true;
    verify({ userId, token }, {
      onDone: () => {
        rememberConfirmed(userId, token);
        forgetSignUpNotice();
        setOutcome({ kind: 'confirmed' });
      },
      onRefused: (message) => setOutcome({ kind: 'refused', message }),
      onFailure: () => setOutcome({ kind: 'offline' }),
    });
  }, [userId, token, verify]);

  if (outcome.kind === 'checking') return <div className="page"><LazyIndicator label="Confirming your email…" /></div>;
  const browse = <Link className="btn btn-primary" to="/listings">Browse homes</Link>;
  const resend = <ResendConfirmationForm email={params.get('email') ?? ''} />;
  return (
    <div className="page">
      {outcome.kind === 'confirmed' && (
        <MessagePage title="Your email is confirmed" icon="user" actions={browse}>
          <p role="status">Thank you: we will write to this address about your applications, leases and payments.</p>
        </MessagePage>
      )}
      {outcome.kind === 'refused' && (
        <MessagePage title="This link does not work" icon="user" actions={browse}>
          <p role="alert">{outcome.message}</p>
          <p>
            Open the link again from the newest email, the whole of it. A link works once, and asking for a new one stops the older
            ones. If your email is already confirmed, there is nothing more to do; if not, we can send you a new link.
          </p>
          {resend}
        </MessagePage>
      )}
      {outcome.kind === 'ask' && (
        <MessagePage title="Confirm your email" icon="user">
          <p>Open the link in the email we sent you when you signed up. Lost it, or it never arrived? We can send a new one.</p>
          {resend}
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
