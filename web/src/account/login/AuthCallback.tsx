import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { RoleChoice, useFinishSignIn } from './finishSignIn';
import styles from './Login.module.css';
import { subjectOf, takeSignInAttempt, type SignInAttempt } from './providerSignIn';
import { useSocialLogIn } from './useSignInMethods';

const PROVIDERS = ['local', 'google', 'apple'] as const;

/** /auth/callback/:provider: where a provider sends the browser back with an ID token in the fragment. */
export function AuthCallback() {
  useDocumentTitle('Signing you in');
  const { provider = '' } = useParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<SignInAttempt | null>(null);
  const [socialLogIn] = useSocialLogIn();
  const { finish, choosing } = useFinishSignIn(attempt?.desiredPage ?? null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    const taken = takeSignInAttempt();
    setAttempt(taken);
    const idToken = fragment.get('id_token');
    const sub = idToken ? subjectOf(idToken) : null;
    if (fragment.get('error')) return setProblem('The sign-in was cancelled at the provider.');
    if (!taken || taken.provider !== provider || fragment.get('state') !== taken.state) {
      return setProblem('This sign-in was not started from this browser, or it was already used.');
    }
    if (!idToken || !sub || !(PROVIDERS as readonly string[]).includes(provider)) return setProblem('The provider did not send a sign-in.');
    socialLogIn({
      providerName: provider.toUpperCase() as 'LOCAL' | 'GOOGLE' | 'APPLE', providerId: sub, providerToken: idToken,
      userRole: taken.userRole, nonce: taken.nonce,
    }, {
      onSession: (session) => finish(session, taken.desiredPage),
      onUserErrors: (errors) => setProblem(errors.map((e) => e.message).join(' ')),
      onFailure: () => setProblem('We could not reach Hearth. Check your connection and try again.'),
    });
  }, [provider, socialLogIn, finish]);

  const loginPath = attempt?.userRole === 'VENDOR' ? '/vendor-login' : '/login';
  return (
    <div className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{problem ? 'We could not sign you in' : 'Signing you in…'}</h1>
        {choosing && <RoleChoice session={choosing} desiredPage={attempt?.desiredPage ?? null} />}
        {problem && (
          <>
            <p role="alert" className="alert alert-error">{problem}</p>
            <p><Link to={loginPath}>Back to sign in</Link></p>
          </>
        )}
        {!problem && !choosing && <p role="status" className="muted">One moment while we confirm who you are.</p>}
      </div>
    </div>
  );
}
