import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../shared/components/TextField';
import type { UserErrorLike } from '../../shared/userErrors';
import type { AuthCallbacks } from './authCallbacks';
import { MIN_PASSWORD_LENGTH, registerSchema, type RegisterValues } from './authSchemas';
import styles from './Login.module.css';
import { RoleField } from './RoleField';
import { EmailField, FormAlert, forgotPasswordPath, useSessionForm, type SessionFormProps } from './sessionForm';
import { useRegisterMutation } from './useRegisterMutation';
import { rememberSignUpNotice } from '../../shared/notices/signUpNotice';

interface Props extends SessionFormProps {
  /** "Log in" under an email that already has an account: the log-in tab, with that email. */
  onLogInInstead(email: string): void;
}

export function RegisterForm({ onLogInInstead, ...props }: Props) {
  const [registerUser, isInFlight] = useRegisterMutation();
  // The email already has an account: the way in is to log in, or to reset its password.
  const [emailTaken, setEmailTaken] = useState(false);
  const send = (values: RegisterValues, callbacks: AuthCallbacks) => {
    setEmailTaken(false);
    registerUser(values, {
      ...callbacks,
      onUserErrors: (errors: readonly (UserErrorLike & { code?: string | null })[]) => {
        setEmailTaken(errors.some((e) => e.code === 'email_taken'));
        callbacks.onUserErrors(errors);
      },
    });
  };
  const { form: { register, watch, getValues, formState: { errors } }, onSubmit, signedIn } = useSessionForm(registerSchema, send, {
    ...props,
    // Where they land says the confirmation email went out (SignUpNotice).
    onSignedIn: (session) => {
      rememberSignUpNotice(getValues('email').trim());
      props.onSignedIn(session);
    },
  });
  const email = watch('email');

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField registration={register('email')} error={errors.email?.message} />
      {emailTaken && errors.email && (
        <p className={styles.forgot}>
          Is it yours? <button type="button" className={styles.inlineButton} onClick={() => onLogInInstead(email)}>Log in</button>
          {' · '}
          <Link to={forgotPasswordPath(email)}>Forgot password?</Link>
        </p>
      )}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleField legend="I'm joining as" registration={register('userRole')} error={errors.userRole?.message} />
      <button type="submit" className="btn btn-primary" disabled={isInFlight || signedIn}>
        {isInFlight ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
