import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { browserCredentials } from '../../app/relay/credentials';
import { MIN_PASSWORD_LENGTH, resetPasswordSchema, type ResetPasswordValues } from './authSchemas';
import styles from './Login.module.css';
import { isWellFormedToken } from './mailedLinks';
import { useResetPasswordMutation } from './useResetPasswordMutation';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

/** /reset-password?token=…: the page the reset mail links to; sets a new password, then sends the person to log in. */
export function ResetPassword() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  return (
    <div className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>Choose a new password</h1>
        {done ? (
          <div role="status">
            <p>Your password is changed. You were signed out everywhere: log in with the new one.</p>
            <Link className="btn btn-primary" to="/login">Log in</Link>
          </div>
        ) : token && isWellFormedToken(token) ? (
          <NewPasswordForm token={token} onDone={() => setDone(true)} />
        ) : token ? (
          <p role="alert" className="alert alert-error">
            This link is damaged: part of it is missing or was changed on the way. <Link to="/forgot-password">Send me a new link</Link>
          </p>
        ) : (
          <p role="alert" className="alert alert-error">
            This link is incomplete. Open the whole link from the email, or <Link to="/forgot-password">ask for a new one</Link>.
          </p>
        )}
      </div>
    </div>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '' },
  });
  const [reset, isInFlight] = useResetPasswordMutation();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const onSubmit = ({ newPassword }: ResetPasswordValues) => reset({ token, newPassword }, {
    onDone: () => {
      // Every session of the account ended with the reset, this browser's too.
      browserCredentials.clear();
      onDone();
    },
    onUserErrors: (userErrors) => {
      const refused = userErrors.find((e) => e.field === 'token');
      if (refused) setLinkRefused(refused.message);
      showUserErrors(userErrors.filter((e) => e !== refused), setError, ['newPassword']);
    },
    onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
  });
  if (linkRefused) {
    return (
      <p role="alert" className="alert alert-error">
        {linkRefused} <Link to="/forgot-password">Send me a new link</Link>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password" className={styles.panel}>
      {/* The api checks a reset link only when it is used (it works once): say so before the person types. */}
      <p className="muted">A reset link works once and for a limited time; we check it when you save. If it has expired, we will offer you a new one.</p>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <TextField label="New password" type="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.newPassword?.message} {...register('newPassword')} />
      <button type="submit" className="btn btn-primary" disabled={isInFlight}>{isInFlight ? 'Saving…' : 'Save the new password'}</button>
    </form>
  );
}
