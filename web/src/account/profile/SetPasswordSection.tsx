import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { SetPasswordSectionChangeMutation } from '../../__generated__/SetPasswordSectionChangeMutation.graphql';
import type { SetPasswordSectionMutation } from '../../__generated__/SetPasswordSectionMutation.graphql';
import type { SetPasswordSection_user$key } from '../../__generated__/SetPasswordSection_user.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';

const setMutation = graphql`
  mutation SetPasswordSectionMutation($input: SetPasswordInput!) {
    setPassword(input: $input) { ok userErrors { field message } }
  }
`;

const changeMutation = graphql`
  mutation SetPasswordSectionChangeMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) { ok userErrors { field message } }
  }
`;

const NETWORK_PROBLEM = 'We could not reach Hearth. Check your connection and try again.';
const SHORT = 'Use at least 8 characters.';

/**
 * /profile: "Sign in with a password". An account made with a sign-in provider, a
 * mailed link or a code has no password: it may choose one (POST /set-to-email-login).
 * An account that has one may change it (POST /change-password).
 */
export function SetPasswordSection({ user }: { user: SetPasswordSection_user$key }) {
  const { profile } = useFragment(graphql`
    fragment SetPasswordSection_user on User { profile { hasPassword } }
  `, user);
  return (
    <section aria-labelledby="set-password-heading" className="card" style={{ padding: 'var(--space-4)', marginTop: 'var(--space-5)' }}>
      {profile.hasPassword ? <ChangePasswordForm /> : <SetPasswordForm />}
    </section>
  );
}

function SetPasswordForm() {
  const [commit, inFlight] = useMutation<SetPasswordSectionMutation>(setMutation);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const onSubmit = handleSubmit(({ password }) => {
    if (password.length < 8) return setError('password', { message: SHORT });
    commit({
      variables: { input: { password } },
      onCompleted: ({ setPassword }) => (setPassword.ok ? setDone(true) : showUserErrors(setPassword.userErrors, setError, ['password'])),
      onError: onMutationError({
        onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['password']),
        onFailure: () => setError('root.server', { message: NETWORK_PROBLEM }),
      }),
    });
  });
  return (
    <>
      <h2 id="set-password-heading">Sign in with a password</h2>
      {done ? (
        <p role="status">Your password is set. You can now also sign in with your email and this password.</p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Set a password" style={{ maxWidth: '24rem' }}>
          <p className="muted">
            You signed up with a sign-in provider, an emailed link or a code, so your account has no password yet. Choose one to also
            sign in with your email and password.
          </p>
          {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
          <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
          <button type="submit" className="btn btn-secondary" disabled={inFlight}>{inFlight ? 'Saving…' : 'Set password'}</button>
        </form>
      )}
    </>
  );
}

interface ChangeValues { currentPassword: string; newPassword: string }

function ChangePasswordForm() {
  const [commit, inFlight] = useMutation<SetPasswordSectionChangeMutation>(changeMutation);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<ChangeValues>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const fields = ['currentPassword', 'newPassword'] as const;
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setDone(false);
    let invalid = false;
    if (!currentPassword) { setError('currentPassword', { message: 'Enter the password you sign in with now.' }); invalid = true; }
    if (newPassword.length < 8) { setError('newPassword', { message: SHORT }); invalid = true; }
    if (invalid) return;
    commit({
      variables: { input: { currentPassword, newPassword } },
      onCompleted: ({ changePassword }) => {
        if (!changePassword.ok) return showUserErrors(changePassword.userErrors, setError, fields);
        reset();
        setDone(true);
      },
      onError: onMutationError({
        onUserErrors: (userErrors) => showUserErrors(userErrors, setError, fields),
        onFailure: () => setError('root.server', { message: NETWORK_PROBLEM }),
      }),
    });
  });
  return (
    <>
      <h2 id="set-password-heading">Change your password</h2>
      <form noValidate onSubmit={onSubmit} aria-label="Change your password" style={{ maxWidth: '24rem' }}>
        <p className="muted">You sign in with your email and a password. Changing it signs you out on your other devices.</p>
        {done && <p role="status" className="alert alert-success">Your password is changed. Use the new one next time you sign in.</p>}
        {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
        <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.newPassword?.message} {...register('newPassword')} />
        <button type="submit" className="btn btn-secondary" disabled={inFlight}>{inFlight ? 'Saving…' : 'Change password'}</button>
      </form>
    </>
  );
}
