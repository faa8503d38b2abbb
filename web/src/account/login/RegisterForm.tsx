import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import type { SignedInSession } from './authCallbacks';
import { MIN_PASSWORD_LENGTH, registerSchema, type RegisterValues, type RoleValue } from './authSchemas';
import { RoleField } from './RoleField';
import { useRegisterMutation } from './useRegisterMutation';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

export function RegisterForm({ defaultRole, onSignedIn }: { defaultRole: RoleValue; onSignedIn: (session: SignedInSession) => void }) {
  const { register, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', userRole: defaultRole },
  });
  const [registerUser, isInFlight] = useRegisterMutation();
  const { errors } = formState;
  // Stays disabled while the browser moves on to the desired page.
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = (values: RegisterValues) =>
    registerUser(values, {
      onSession: (session) => {
        setSignedIn(true);
        onSignedIn(session);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['email', 'password', 'userRole']),
      onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create an account">
      {errors.root?.server && (
        <p role="alert" className="alert alert-error">
          {errors.root.server.message}
        </p>
      )}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
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
