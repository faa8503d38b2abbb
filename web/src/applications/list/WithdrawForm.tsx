import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { APPLICANT_WITHDRAWAL_REASONS } from '../../../../common/application-reasons';
import type { ApplicantWithdrawalReason } from '../../__generated__/useWithdrawApplicationMutation.graphql';
import styles from '../Applications.module.css';
import { useWithdrawApplicationMutation } from './useWithdrawApplicationMutation';

const withdrawSchema = z.object({ reason: z.string().min(1, { error: 'Choose why you are withdrawing.' }) });

/**
 * "Withdraw application": asks why (spec §8 applicant withdrawal reasons), then withdraws.
 * `onWithdrawn`: what else the screen refreshes (the application page re-reads what is allowed now).
 */
export function WithdrawForm({ lifecycleId, homeTitle, onWithdrawn }: { lifecycleId: string; homeTitle: string; onWithdrawn?: () => void }) {
  const [open, setOpen] = useState(false);
  const [withdraw, isWithdrawing] = useWithdrawApplicationMutation();
  const selectId = useId();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<z.infer<typeof withdrawSchema>>({
    resolver: zodResolver(withdrawSchema),
    defaultValues: { reason: '' },
  });

  if (!open) {
    return <button type="button" className="btn" onClick={() => setOpen(true)}>Withdraw application</button>;
  }
  // The api's answer shows where the missing choice does, under the select.
  const fail = (message: string) => setError('reason', { message });
  const onSubmit = ({ reason }: z.infer<typeof withdrawSchema>) =>
    withdraw(lifecycleId, reason.toUpperCase() as ApplicantWithdrawalReason, {
      onWithdrawn: () => { setOpen(false); onWithdrawn?.(); },
      onUserErrors: (userErrors) => fail(userErrors[0]?.message ?? 'We could not withdraw this application.'),
      onFailure: () => fail('We could not withdraw this application. Check your connection and try again.'),
    });
  const error = errors.reason?.message;
  return (
    <form className={styles.inlineForm} onSubmit={handleSubmit(onSubmit)} aria-label={`Withdraw your application for ${homeTitle}`} noValidate>
      <div className="field">
        <label htmlFor={selectId} className="field-label">Why are you withdrawing?</label>
        <select id={selectId} className="input"
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...register('reason')}>
          <option value="">Choose a reason</option>
          {APPLICANT_WITHDRAWAL_REASONS.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </select>
        {error && <p id={`${selectId}-error`} className="field-error">{error}</p>}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isWithdrawing}>{isWithdrawing ? 'Withdrawing…' : 'Confirm withdrawal'}</button>
        <button type="button" className="btn btn-quiet" onClick={() => setOpen(false)}>Keep application</button>
      </div>
    </form>
  );
}
