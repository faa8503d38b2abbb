import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import type { SignedInSession } from './authCallbacks';
import { logInSchema, type LogInValues, type RoleValue } from './authSchemas';
import styles from './Login.module.css';
import { RoleField } from './RoleField';
import { useLogInMutation } from './useLogInMutation';

/** The email typed so far comes along, so it need not be typed twice. */
const forgotPasswordPath = (email: string) => (email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password');

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

export function LogInForm({ defaultRole, onSignedIn }: { defaultRole: RoleValue; onSignedIn: (session: SignedInSession) => void }) {
  const { register, handleSubmit, setError, watch, formState } = useForm<LogInValues>({
    resolver: zodResolver(logInSchema),
    defaultValues: { email: '', password: '', userRole: defaultRole },
  });
  const [logIn, isInFlight] = useLogInMutation();
  const { errors } = formState;
  // Stays disabled while the browser moves on to the desired page.
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = (values: LogInValues) =>
    logIn(values, {
      onSession: (session) => {
        setSignedIn(true);
        onSignedIn(session);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['email', 'password', 'userRole']),
      onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Log in">
      {errors.root?.server && (
        <p role="alert" className="alert alert-error">
          {errors.root.server.message}
        </p>
      )}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <p className={styles.forgot}>
        <Link to={forgotPasswordPath(watch('email'))}>Forgot password?</Link>
      </p>
      <RoleField legend="Log in as" registration={register('userRole')} error={errors.userRole?.message} />
      <button type="submit" className="btn btn-primary" disabled={isInFlight || signedIn}>
        {isInFlight ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
