import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CountersignLeaseButton_lease$key } from '../../__generated__/CountersignLeaseButton_lease.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from './Leases.module.css';
import { useUpdateProfileMutation } from '../../account/profile/useUpdateProfileMutation';
import { useCountersignLeaseMutation } from './useCountersignLeaseMutation';

interface Values {
  firstName: string;
  lastName: string;
  typedName: string;
  agreed: boolean;
}

/**
 * For managers (/manager/tenants): "Countersign lease" opens a dialog with the lease
 * text, a typed-name signature and "I agree". Renders nothing unless it is the
 * viewer's turn (the tenant signed, the manager has not). A manager whose account
 * has no name yet gives it here (saved on their profile, the one place a name
 * lives), since the signature is that name typed: no trip to /profile first.
 */
export function CountersignLeaseButton({ lease, managerName, onCountersigned }: {
  lease: CountersignLeaseButton_lease$key;
  managerName: string;
  onCountersigned?: () => void;
}) {
  const l = useFragment(graphql`
    fragment CountersignLeaseButton_lease on Lease {
      id
      viewerCanSign
      status
      text
      tenantSignature { typedName }
    }
  `, lease);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const checkboxId = useId();
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', typedName: '', agreed: false },
  });
  const [countersign, signing] = useCountersignLeaseMutation();
  const [saveName, savingName] = useUpdateProfileMutation();
  const needsName = !managerName.trim();
  if (!l.viewerCanSign || l.status !== 'TENANT_SIGNED') return null;
  const close = () => { dialog.current?.close(); reset(); };
  const failed = () => setError('root.server', { message: 'We could not record your signature. Check your connection and try again.' });
  const sign = (values: Values) =>
    countersign({ leaseId: l.id, typedName: values.typedName.trim(), agreed: values.agreed }, {
      onSigned: () => { close(); onCountersigned?.(); },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['typedName', 'agreed', 'firstName', 'lastName']),
      onFailure: failed,
    });
  const onSubmit = (values: Values) => (needsName
    ? saveName({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }, {
      onSaved: () => sign(values),
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['firstName', 'lastName']),
      onFailure: failed,
    })
    : sign(values));
  const required = (message: string) => ({ validate: (v: string) => !needsName || v.trim().length > 0 || message });
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => dialog.current?.showModal()}>Countersign lease</button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <h2 id={headingId}>Countersign the lease</h2>
          <p>{l.tenantSignature?.typedName} has signed. Read the lease, then sign it to put it in force.</p>
          <section className={`${styles.text} ${styles.dialogText}`} aria-label="Lease text" tabIndex={0}>{l.text}</section>
          {needsName && (
            <fieldset className={styles.nameFields}>
              <legend>Your name as the landlord</legend>
              <p className="muted">Your account has no name yet. It is saved on your profile, and you sign by typing it below.</p>
              <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName', required('Enter your first name.'))} />
              <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName', required('Enter your last name.'))} />
            </fieldset>
          )}
          <TextField label="Type your full name to countersign" autoComplete="name" hint={needsName ? 'Your first and last name, as you entered them above.' : `As on your account: ${managerName}.`}
            error={errors.typedName?.message}
            {...register('typedName', { validate: (v) => v.trim().length > 0 || 'Type your full name to sign.' })} />
          <div className={styles.agree}>
            <input id={checkboxId} type="checkbox" aria-invalid={errors.agreed ? true : undefined}
              {...register('agreed', { validate: (v) => v || 'Tick the box to agree to the lease.' })} />
            <label htmlFor={checkboxId}>I agree to this lease as the landlord.</label>
          </div>
          {errors.agreed && <p className="field-error">{errors.agreed.message}</p>}
          {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
          <div className={styles.dialogActions}>
            <button type="submit" className="btn btn-primary" disabled={signing || savingName}>{signing || savingName ? 'Signing…' : 'Countersign'}</button>
            <button type="button" className="btn" onClick={close}>Cancel</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
