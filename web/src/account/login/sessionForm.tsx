// What the login and registration forms share: the same three fields (email,
// password, role), checked by zod, sent by a mutation that answers with a session
// or userErrors, with the same alert when Hearth cannot be reached.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import type { AuthCallbacks, SignedInSession } from './authCallbacks';
import type { LogInValues, RoleValue } from './authSchemas';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';
const FIELDS = ['email', 'password', 'userRole'] as const;

/** Both forms' values have this shape (their schemas differ in the password rule). */
type SessionValues = LogInValues;

export interface SessionFormProps {
  defaultRole: RoleValue;
  /** The email to start with (e.g. typed on the other tab). */
  defaultEmail?: string;
  onSignedIn(session: SignedInSession): void;
}

/**
 * A login or registration form's state: zod checks, the mutation's userErrors next
 * to their fields, the network alert, and `signedIn`, which keeps the button
 * disabled while the browser moves on to the desired page.
 */
export function useSessionForm(
  schema: z.ZodType<SessionValues, SessionValues>,
  send: (values: SessionValues, callbacks: AuthCallbacks) => void,
  { defaultRole, defaultEmail = '', onSignedIn }: SessionFormProps,
) {
  const form = useForm<SessionValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, password: '', userRole: defaultRole },
  });
  const [signedIn, setSignedIn] = useState(false);
  const onSubmit = form.handleSubmit((values) =>
    send(values, {
      onSession: (session) => {
        setSignedIn(true);
        onSignedIn(session);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, form.setError, FIELDS),
      onFailure: () => form.setError('root.server', { message: NETWORK_TROUBLE }),
    }),
  );
  return { form, onSubmit, signedIn };
}

/** The email typed so far comes along to /forgot-password, so it need not be typed twice. */
export const forgotPasswordPath = (email: string) => (email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password');

/** The form-wide alert (Hearth unreachable, or an error about no one field). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error">
      {message}
    </p>
  );
}

export function EmailField({ registration, error }: { registration: UseFormRegisterReturn<'email'>; error: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" error={error} {...registration} />;
}
