import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../Applications.module.css';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import { rememberFeePaid } from './FeePaidNotice';
import { feeSchema, type FeeFormInput, type FeeFormOutput } from './feeSchema';
import { usePayApplicationFeeMutation } from './usePayApplicationFeeMutation';

const FIELDS = ['cardNumber', 'expMonth', 'expYear', 'cvc'] as const;

/**
 * Pays an application's fee by card. One idempotency key per form: a retry never charges twice.
 * `returnTo`: the page to reload when the fee completes the application; `onPaid`: what else to refresh otherwise.
 */
export function ApplicationFeeForm({ lifecycleId, fee, returnTo = '/applications', onPaid }: {
  lifecycleId: string; fee: string; returnTo?: string; onPaid?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const [pay, isPaying] = usePayApplicationFeeMutation();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<FeeFormInput, unknown, FeeFormOutput>({
    resolver: zodResolver(feeSchema),
    defaultValues: { cardNumber: '', expMonth: '', expYear: '', cvc: '' },
  });
  if (!open) {
    return <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>Pay application fee ({fee})</button>;
  }
  const onSubmit = (card: FeeFormOutput) =>
    pay({ lifecycleId, idempotencyKey, ...card }, {
      // A fee that completes the application changes the header (spec §2), fetched once per page load: reload, as finishing onboarding does.
      onPaid: (completed) => {
        rememberFeePaid({ lifecycleId, fee });
        if (completed) window.location.assign(returnTo);
        else { setOpen(false); onPaid?.(); }
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
      onFailure: () => setError('root.server', { message: 'We could not reach the payment service. Try again: you will not be charged twice.' }),
    });
  return (
    <form className={styles.inlineForm} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Pay the application fee">
      <p className="field-hint">Payments run in test mode: use card 4242 4242 4242 4242 with any future expiry and any 3-digit code.</p>
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors.cardNumber?.message} {...register('cardNumber')} />
      <div className={styles.cardRow}>
        <TextField label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" error={errors.expMonth?.message} {...register('expMonth')} />
        <TextField label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" error={errors.expYear?.message} {...register('expYear')} />
        <TextField label="Security code" inputMode="numeric" autoComplete="cc-csc" error={errors.cvc?.message} {...register('cvc')} />
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isPaying}>{isPaying ? 'Paying…' : `Pay ${fee}`}</button>
        <button type="button" className="btn btn-quiet" onClick={() => setOpen(false)}>Cancel</button>
      </div>
    </form>
  );
}
