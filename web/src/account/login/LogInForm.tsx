import { Link } from 'react-router';
import { TextField } from '../../shared/components/TextField';
import { logInSchema } from './authSchemas';
import styles from './Login.module.css';
import { RoleField } from './RoleField';
import { EmailField, FormAlert, forgotPasswordPath, useSessionForm, type SessionFormProps } from './sessionForm';
import { useLogInMutation } from './useLogInMutation';

export function LogInForm(props: SessionFormProps) {
  const [logIn, isInFlight] = useLogInMutation();
  const { form: { register, watch, formState: { errors } }, onSubmit, signedIn } = useSessionForm(logInSchema, logIn, props);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField registration={register('email')} error={errors.email?.message} />
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
