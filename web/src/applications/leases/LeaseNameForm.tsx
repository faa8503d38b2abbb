import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from './Leases.module.css';
import { useAddLeaseNameMutation } from './useAddLeaseNameMutation';

const nameSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'Enter your first name.' }).max(100, { error: 'Use at most 100 characters.' }),
  lastName: z.string().trim().min(1, { error: 'Enter your last name.' }).max(100, { error: 'Use at most 100 characters.' }),
});
type Values = z.infer<typeof nameSchema>;

/**
 * Shown instead of the signature while the account has no name: the lease names
 * the tenant and the signature is that name typed, so it is asked for here. It is
 * saved on the profile (where it can be changed later) and the lease is read again.
 */
export function LeaseNameForm({ leaseDatabaseId, firstName, lastName }: { leaseDatabaseId: string; firstName: string; lastName: string }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(nameSchema), defaultValues: { firstName, lastName },
  });
  const [save, saving] = useAddLeaseNameMutation(leaseDatabaseId);
  const onSubmit = (values: Values) => save(values, {
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['firstName', 'lastName']),
    onFailure: () => setError('root.server', { message: 'We could not save your name. Check your connection and try again.' }),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label="Your name on the lease">
      <h2>Your name on the lease</h2>
      <p className="muted">The lease names you, and you sign it by typing this name. Use your legal name; it is saved on your profile.</p>
      <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : 'Save name'}</button>
    </form>
  );
}
