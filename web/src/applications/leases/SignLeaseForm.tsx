import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from './Leases.module.css';
import { useSignLeaseMutation } from './useSignLeaseMutation';

interface Values {
  typedName: string;
  agreed: boolean;
}

/** A typed-name signature and "I agree"; the api checks the name against the account. */
export function SignLeaseForm({ leaseId, accountName }: { leaseId: string; accountName: string }) {
  const checkboxId = useId();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({ defaultValues: { typedName: '', agreed: false } });
  const [sign, signing] = useSignLeaseMutation();
  const onSubmit = (values: Values) =>
    sign({ leaseId, typedName: values.typedName.trim(), agreed: values.agreed }, {
      // The new status ("Waiting for your landlord…") appears at the top of the page.
      onSigned: () => window.scrollTo({ top: 0 }),
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['typedName', 'agreed']),
      onFailure: () => setError('root.server', { message: 'We could not record your signature. Check your connection and try again.' }),
    });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label="Sign the lease">
      <h2>Sign your lease</h2>
      <TextField label="Type your full name to sign" autoComplete="name"
        hint={accountName ? `As on your account: ${accountName}.` : 'Your first and last name.'}
        error={errors.typedName?.message}
        {...register('typedName', { validate: (v) => v.trim().length > 0 || 'Type your full name to sign.' })} />
      <div className={styles.agree}>
        <input id={checkboxId} type="checkbox" aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? `${checkboxId}-error` : undefined}
          {...register('agreed', { validate: (v) => v || 'Tick the box to agree to the lease.' })} />
        <label htmlFor={checkboxId}>I have read this lease and agree to its terms.</label>
      </div>
      {errors.agreed && <p id={`${checkboxId}-error`} className="field-error">{errors.agreed.message}</p>}
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={signing}>{signing ? 'Signing…' : 'Sign lease'}</button>
    </form>
  );
}
