import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import type { SetPasswordSectionMutation } from '../../__generated__/SetPasswordSectionMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';

const mutation = graphql`
  mutation SetPasswordSectionMutation($input: SetPasswordInput!) {
    setPassword(input: $input) { ok userErrors { field message } }
  }
`;

/**
 * /profile: "Sign in with a password". Accounts made with a sign-in provider, a mailed
 * link or a code have no password; this gives them one (POST /set-to-email-login).
 * An account that has one is told so, and where to change it.
 */
export function SetPasswordSection() {
  const [commit, inFlight] = useMutation<SetPasswordSectionMutation>(mutation);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const onSubmit = handleSubmit(({ password }) => {
    if (password.length < 8) return setError('password', { message: 'Use at least 8 characters.' });
    commit({
      variables: { input: { password } },
      onCompleted: ({ setPassword }) => (setPassword.ok ? setDone(true) : showUserErrors(setPassword.userErrors, setError, ['password'])),
      onError: () => setError('root.server', { message: 'We could not reach Hearth. Check your connection and try again.' }),
    });
  });
  return (
    <section aria-labelledby="set-password-heading" className="card" style={{ padding: 'var(--space-4)', marginTop: 'var(--space-5)' }}>
      <h2 id="set-password-heading">Sign in with a password</h2>
      {done ? (
        <p role="status">Your password is set. You can now also sign in with your email and this password.</p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Set a password" style={{ maxWidth: '24rem' }}>
          <p className="muted">
            Signed up with a sign-in provider, an emailed link or a code? Your account has no password yet. Choose one to also sign in
            with your email and password.
          </p>
          {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
          <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
          <button type="submit" className="btn btn-secondary" disabled={inFlight}>{inFlight ? 'Saving…' : 'Set password'}</button>
        </form>
      )}
    </section>
  );
}
