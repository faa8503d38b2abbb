import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { mutationsDeferIncomeMutation } from '../../__generated__/mutationsDeferIncomeMutation.graphql';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import styles from '../screening/Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../screening/usePromiseMutation';
import { deferIncomeMutation } from './mutations';

const deferSchema = z.object({ reason: z.string().trim().min(3, { error: 'Tell us why, in a few words.' }) });

/**
 * "I can't show my income yet": the step counts as done and the reason goes to
 * the homeowner, who may ask for financials later.
 */
export function DeferIncomeForm({ lifecycleId, onCompleted }: { lifecycleId: string; onCompleted(next: string | null | undefined): void }) {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const [defer, deferring] = usePromiseMutation<mutationsDeferIncomeMutation>(deferIncomeMutation);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<z.input<typeof deferSchema>, unknown, z.output<typeof deferSchema>>({
    resolver: zodResolver(deferSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = async ({ reason }: z.output<typeof deferSchema>) => {
    try {
      const { deferFinancialQualifications: payload } = await defer({ input: { lifecycleId, reason, idempotencyKey } });
      if (payload.deferral) onCompleted(payload.viewer.nextOnboardingStep);
      else setError('reason', { message: payload.userErrors[0]?.message ?? 'We could not put this step off.' });
    } catch (error) {
      setError('reason', { message: mutationProblem(error) });
    }
  };

  const error = errors.reason?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="field">
        <label htmlFor={id} className="field-label">Why can't you show your income yet?</label>
        <textarea id={id} className="input" rows={3} maxLength={1000}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-hint`} {...register('reason')} />
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
