import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { forgotPasswordSchema, type ForgotPasswordValues } from './authSchemas';
import styles from './Login.module.css';
import { useResendEmailConfirmationMutation } from './useResendEmailConfirmationMutation';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

/**
 * "Send me a new link": where a confirmation link did not work (used, replaced by a
 * newer one, damaged) or never arrived. The answer never says whether the email has
 * an account; a new link makes the ones mailed before it stop working.
 */
export function ResendConfirmationForm({ email = '' }: { email?: string }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema), defaultValues: { email },
  });
  const [resend, isInFlight] = useResendEmailConfirmationMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = ({ email: to }: ForgotPasswordValues) => resend(to, {
    onSent: () => setSentTo(to),
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['email']),
    onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
  });
  if (sentTo) {
    return (
      <p role="status" className="alert alert-success">
        If <strong>{sentTo}</strong> belongs to an account that is not confirmed yet, a new confirmation link is on its way. Use the
        newest email: links sent before it no longer work. Nothing arrived? Check your spam folder,
        or <button type="button" className={styles.inlineButton} onClick={() => setSentTo(null)}>send it again</button>.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Send a new confirmation link" className={styles.panel}>
      <p className="muted">Enter the email you signed up with and we will send you a new link to confirm it.</p>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <button type="submit" className="btn btn-primary" disabled={isInFlight}>{isInFlight ? 'Sending…' : 'Send a new link'}</button>
    </form>
  );
}
