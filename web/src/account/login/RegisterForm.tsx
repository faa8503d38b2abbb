import { TextField } from '../../shared/components/TextField';
import { MIN_PASSWORD_LENGTH, registerSchema } from './authSchemas';
import { RoleField } from './RoleField';
import { EmailField, FormAlert, useSessionForm, type SessionFormProps } from './sessionForm';
import { useRegisterMutation } from './useRegisterMutation';

export function RegisterForm(props: SessionFormProps) {
  const [registerUser, isInFlight] = useRegisterMutation();
  const { form: { register, formState: { errors } }, onSubmit, signedIn } = useSessionForm(registerSchema, registerUser, props);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField registration={register('email')} error={errors.email?.message} />
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
