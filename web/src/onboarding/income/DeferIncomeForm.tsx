import { useId, useState, type FormEvent } from 'react';
import type { mutationsDeferIncomeMutation } from '../../__generated__/mutationsDeferIncomeMutation.graphql';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import styles from '../screening/Screening.module.css';
import { NETWORK_PROBLEM, usePromiseMutation } from '../screening/usePromiseMutation';
import { deferIncomeMutation } from './mutations';

/**
 * "I can't show my income yet": the step counts as done and the reason goes to
 * the homeowner, who may ask for financials later.
 */
export function DeferIncomeForm({ lifecycleId, onCompleted }: { lifecycleId: string; onCompleted(next: string | null | undefined): void }) {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [defer, deferring] = usePromiseMutation<mutationsDeferIncomeMutation>(deferIncomeMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Tell us why, in a few words.');
    try {
      const { deferFinancialQualifications: payload } = await defer({ input: { lifecycleId, reason: reason.trim(), idempotencyKey } });
      if (payload.deferral) onCompleted(payload.viewer.nextOnboardingStep);
      else setError(payload.userErrors[0]?.message ?? 'We could not put this step off.');
    } catch {
      setError(NETWORK_PROBLEM);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id} className="field-label">Why can't you show your income yet?</label>
        <textarea id={id} className="input" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-hint`} />
        {error
          ? <p id={`${id}-error`} className="field-error">{error}</p>
          : <p id={`${id}-hint`} className="field-hint">For example: my job starts next month. The homeowner sees this.</p>}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={deferring}>{deferring ? 'Saving…' : 'Do this later'}</button>
      </div>
    </form>
  );
}
