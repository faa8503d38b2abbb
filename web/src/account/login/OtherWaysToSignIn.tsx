import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OtherWaysToSignInQuery } from '../../__generated__/OtherWaysToSignInQuery.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import type { RoleValue } from './authSchemas';
import { RoleChoice, useFinishSignIn } from './finishSignIn';
import styles from './Login.module.css';
import { startProviderSignIn } from './providerSignIn';
import { FormAlert } from './sessionForm';
import { useSendMagicLink, useSendVerificationCode, useVerifyCode } from './useSignInMethods';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';
const PROVIDER_LABELS: Record<string, string> = {
  LOCAL: 'Continue with Hearth local sign-in',
  GOOGLE: 'Continue with Google',
  APPLE: 'Continue with Apple',
};

type Mode = 'choose' | 'link' | 'code';

interface Props {
  defaultRole: RoleValue;
  desiredPage: string | null;
}

/** Under the password form: providers, "Email me a sign-in link", "Email me a code". */
export function OtherWaysToSignIn(props: Props) {
  const [mode, setMode] = useState<Mode>('choose');
  return (
    <section aria-labelledby="other-ways-heading" className={styles.otherWays}>
      <h2 id="other-ways-heading" className={styles.divider}><span>or</span></h2>
      {mode === 'choose' ? (
        <div className={styles.methodButtons}>
          <Suspense fallback={null}>
            <ProviderButtons {...props} />
          </Suspense>
          <button type="button" className="btn btn-secondary" onClick={() => setMode('link')}>Email me a sign-in link</button>
          <button type="button" className="btn btn-secondary" onClick={() => setMode('code')}>Email me a code</button>
        </div>
      ) : (
        <MailedSignIn {...props} mode={mode} onBack={() => setMode('choose')} />
      )}
    </section>
  );
}

function ProviderButtons({ defaultRole, desiredPage }: Props) {
  const { signInProviders } = useLazyLoadQuery<OtherWaysToSignInQuery>(graphql`
    query OtherWaysToSignInQuery {
      signInProviders { name clientId authorizationUrl }
    }
  `, {}, { fetchPolicy: 'store-or-network' });
  return (
    <>
      {signInProviders.map((p) => (
        <button
          key={p.name}
          type="button"
          className={`btn btn-secondary ${p.name === 'LOCAL' ? styles.localProvider : ''}`}
          onClick={() => startProviderSignIn(p, { userRole: defaultRole, desiredPage })}
        >
          {PROVIDER_LABELS[p.name] ?? p.name}
        </button>
      ))}
    </>
  );
}

interface MailValues {
  email: string;
  code: string;
}

function MailedSignIn({ mode, onBack, defaultRole, desiredPage }: Props & { mode: 'link' | 'code'; onBack(): void }) {
  const { register, handleSubmit, setError, formState: { errors }, getValues } = useForm<MailValues>({ defaultValues: { email: '', code: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendLink, sendingLink] = useSendMagicLink();
  const [sendCode, sendingCode] = useSendVerificationCode();
  const [verify, verifying] = useVerifyCode();
  const { finish, choosing } = useFinishSignIn(desiredPage);

  const sendCallbacks = (email: string) => ({
    onSent: () => setSentTo(email),
    onUserErrors: (e: Parameters<typeof showUserErrors>[0]) => showUserErrors(e, setError, ['email']),
    onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
  });
  const onSend = handleSubmit(({ email }) => {
    const trimmed = email.trim();
    if (!trimmed.includes('@')) return setError('email', { message: 'Enter a valid email address.' });
    if (mode === 'link') sendLink({ email: trimmed, userRole: defaultRole, desiredPage: desiredPage ?? undefined }, sendCallbacks(trimmed));
    else sendCode(trimmed, sendCallbacks(trimmed));
  });
  const onVerify = handleSubmit(({ code }) => {
    if (!/^\d{6}$/.test(code.trim())) return setError('code', { message: 'Enter the six digits from the email.' });
    verify({ email: sentTo!, code: code.trim(), userRole: defaultRole }, {
      onSession: finish,
      onUserErrors: (e) => showUserErrors(e, setError, ['code', 'email']),
      onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
    });
  });

  if (choosing) return <RoleChoice session={choosing} desiredPage={desiredPage} />;
  if (sentTo && mode === 'link') {
    return (
      <div role="status" className={styles.sent}>
        <h3>Check your inbox</h3>
        <p>
          If <strong>{sentTo}</strong> can receive mail, a sign-in link is on its way. Open it on this device within 15 minutes; it works once.
        </p>
        <p className={styles.sentActions}>
          <button type="button" className={styles.inlineButton} onClick={() => sendLink({ email: sentTo, userRole: defaultRole, desiredPage: desiredPage ?? undefined }, sendCallbacks(sentTo))}>
            Send it again
          </button>
          <button type="button" className={styles.inlineButton} onClick={onBack}>Use another way</button>
        </p>
      </div>
    );
  }
  if (sentTo && mode === 'code') {
    return (
      <form noValidate onSubmit={onVerify} aria-label="Enter your code" className={styles.panel}>
        <p role="status">We emailed a six-digit code to <strong>{sentTo}</strong>. It works for 10 minutes.</p>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label="Sign-in code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="\d{6}"
          className={`input ${styles.codeInput}`} error={errors.code?.message} {...register('code')}
        />
        <button type="submit" className="btn btn-primary" disabled={verifying}>{verifying ? 'Checking…' : 'Sign in'}</button>
        <p className={styles.sentActions}>
          <button type="button" className={styles.inlineButton} onClick={() => sendCode(sentTo, sendCallbacks(sentTo))} disabled={sendingCode}>Send a new code</button>
          <button type="button" className={styles.inlineButton} onClick={onBack}>Use another way</button>
        </p>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={onSend} aria-label={mode === 'link' ? 'Email me a sign-in link' : 'Email me a code'} className={styles.panel}>
      <p className="muted">
        {mode === 'link'
          ? 'We will email you a link that signs you in, no password needed. No account yet? The link creates one.'
          : 'We will email you a six-digit code to type in here. No account yet? The code creates one.'}
      </p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} defaultValue={getValues('email')} {...register('email')} />
      <button type="submit" className="btn btn-primary" disabled={sendingLink || sendingCode}>
        {mode === 'link' ? 'Email me a sign-in link' : 'Email me a code'}
      </button>
      <p className={styles.sentActions}>
        <button type="button" className={styles.inlineButton} onClick={onBack}>Use another way</button>
      </p>
    </form>
  );
}
