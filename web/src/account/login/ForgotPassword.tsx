import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { forgotPasswordSchema, type ForgotPasswordValues } from './authSchemas';
import styles from './Login.module.css';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

/** /forgot-password: mails a link to choose a new password (POST /forgot-password). */
export function ForgotPassword() {
  useDocumentTitle('Forgot your password?');
  const [params] = useSearchParams();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: params.get('email') ?? '' },
  });
  const [request, isInFlight] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = ({ email }: ForgotPasswordValues) => request(email, {
    onSent: () => setSentTo(email),
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['email']),
    onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
  });
  return (
    <div className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>Forgot your password?</h1>
        {sentTo ? (
          <p role="status">
            If <strong>{sentTo}</strong> has a Hearth account, a link to choose a new password is on its way. It works once, within
            an hour. Nothing arrived? Check your spam folder, or <button type="button" className={styles.inlineButton} onClick={() => setSentTo(null)}>send it again</button>.
          </p>
        ) : (
          <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reset your password" className={styles.panel}>
            <p className="muted">Enter the email you log in with and we will send you a link to choose a new password.</p>
            {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <button type="submit" className="btn btn-primary" disabled={isInFlight}>{isInFlight ? 'Sending…' : 'Send the link'}</button>
          </form>
        )}
        <p className={styles.aside}>Remembered it? <Link to="/login">Log in</Link>.</p>
      </div>
    </div>
  );
}
