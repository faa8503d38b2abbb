import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CountersignLeaseButton_lease$key } from '../../__generated__/CountersignLeaseButton_lease.graphql';
import { TextField } from '../../components/TextField';
import { showUserErrors } from '../../components/userErrors';
import styles from './Leases.module.css';
import { useCountersignLeaseMutation } from './useCountersignLeaseMutation';

interface Values {
  typedName: string;
  agreed: boolean;
}

/**
 * For managers (/manager/tenants): "Countersign lease" opens a dialog with the lease
 * text, a typed-name signature and "I agree". Renders nothing unless it is the
 * viewer's turn (the tenant signed, the manager has not).
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
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<Values>({ defaultValues: { typedName: '', agreed: false } });
  const [countersign, signing] = useCountersignLeaseMutation();
  if (!l.viewerCanSign || l.status !== 'TENANT_SIGNED') return null;
  const close = () => { dialog.current?.close(); reset(); };
  const onSubmit = (values: Values) =>
    countersign({ leaseId: l.id, typedName: values.typedName.trim(), agreed: values.agreed }, {
      onSigned: () => { close(); onCountersigned?.(); },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['typedName', 'agreed']),
      onFailure: () => setError('root.server', { message: 'We could not record your signature. Check your connection and try again.' }),
    });
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => dialog.current?.showModal()}>Countersign lease</button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <h2 id={headingId}>Countersign the lease</h2>
          <p>{l.tenantSignature?.typedName} has signed. Read the lease, then sign it to put it in force.</p>
          <section className={`${styles.text} ${styles.dialogText}`} aria-label="Lease text" tabIndex={0}>{l.text}</section>
          <TextField label="Type your full name to countersign" autoComplete="name" hint={managerName.trim() ? `As on your account: ${managerName}.` : 'Your account has no name yet: add your first and last name on your profile first.'}
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
            <button type="submit" className="btn btn-primary" disabled={signing}>{signing ? 'Signing…' : 'Countersign'}</button>
            <button type="button" className="btn" onClick={close}>Cancel</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
