import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TeamStepInviteMutation } from '../../__generated__/TeamStepInviteMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { showUserErrors } from '../../shared/userErrors';
import { OFFLINE, usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const mutation = graphql`
  mutation TeamStepInviteMutation($input: InviteServiceProviderUserInput!) {
    inviteServiceProviderUser(input: $input) {
      invite { email }
      userErrors { field message }
    }
  }
`;

const schema = z.object({ email: z.string().trim().email('Give an email address, like name@example.com.') });
type Values = z.infer<typeof schema>;

/** Step 5 (optional): invite the people who take jobs with you; each gets an email with a link to join. */
export function TeamStep({ company }: { company: Company }) {
  const [sent, setSent] = useState<string[]>([]);
  return (
    <>
      <h2 id="step-heading">Team</h2>
      <p className="muted">Invite the people who take jobs with you. They get an email with a link to join your company. You can skip this.</p>
      <ul className={styles.team} aria-label="Your team">
        {company.users.map((u) => <li key={u.userId}>{u.firstName} ({u.role === 'OWNER' ? 'owner' : 'member'})</li>)}
        {sent.map((email) => <li key={email}>{email} (invited)</li>)}
      </ul>
      <InviteForm providerId={company.id} onInvited={(email) => setSent((list) => [...list, email])}>
        <Link className="btn btn-primary" to="?step=finish">Continue</Link>
      </InviteForm>
    </>
  );
}

/** The invitation form, here and in /vendor/settings: an email, its error beside it; `children` sit beside the button. */
export function InviteForm({ providerId, onInvited, children }: { providerId: string; onInvited(email: string): void; children?: React.ReactNode }) {
  const [invite, inviting] = usePromiseMutation<TeamStepInviteMutation>(mutation);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: Values) => {
    try {
      const { inviteServiceProviderUser: r } = await invite({ input: { providerId, email, idempotencyKey: newIdempotencyKey() } });
      if (r.userErrors.length > 0) return showUserErrors(r.userErrors, setError, ['email']);
      onInvited(r.invite!.email);
      reset();
    } catch {
      setError('root.server', { message: OFFLINE });
    }
  };

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)} aria-label="Invite someone">
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={inviting}>Send invitation</button>
        {children}
      </div>
    </form>
  );
}
