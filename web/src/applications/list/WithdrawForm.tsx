import { useId, useState } from 'react';
import { APPLICANT_WITHDRAWAL_REASONS } from '../../../../common/application-reasons';
import type { ApplicantWithdrawalReason } from '../../__generated__/useWithdrawApplicationMutation.graphql';
import styles from '../Applications.module.css';
import { useWithdrawApplicationMutation } from './useWithdrawApplicationMutation';

/** "Withdraw application": asks why (spec §8 applicant withdrawal reasons), then withdraws. */
export function WithdrawForm({ lifecycleId, homeTitle }: { lifecycleId: string; homeTitle: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withdraw, isWithdrawing] = useWithdrawApplicationMutation();
  const selectId = useId();

  if (!open) {
    return <button type="button" className="btn" onClick={() => setOpen(true)}>Withdraw application</button>;
  }
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('Choose why you are withdrawing.');
    setError(null);
    withdraw(lifecycleId, reason.toUpperCase() as ApplicantWithdrawalReason, {
      onWithdrawn: () => setOpen(false),
      onUserErrors: (errors) => setError(errors[0]?.message ?? 'We could not withdraw this application.'),
      onFailure: () => setError('We could not withdraw this application. Check your connection and try again.'),
    });
  };
  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} aria-label={`Withdraw your application for ${homeTitle}`} noValidate>
      <div className="field">
        <label htmlFor={selectId} className="field-label">Why are you withdrawing?</label>
        <select id={selectId} className="input" value={reason} onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined}>
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
