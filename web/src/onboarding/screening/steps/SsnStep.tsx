import { useId, useRef, useState, type FormEvent } from 'react';
import { parseSsn } from '../../../../../common/screening';
import type { mutationsSetHasSsnMutation } from '../../../__generated__/mutationsSetHasSsnMutation.graphql';
import type { mutationsStartScreeningExamMutation } from '../../../__generated__/mutationsStartScreeningExamMutation.graphql';
import { TextField } from '../../../shared/components/TextField';
import { setHasSsnMutation, startScreeningExamMutation } from '../mutations';
import styles from '../Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

/**
 * The SSN, typed into a masked field and sent once: it is never kept in React
 * state, never shown back, and the field is cleared as soon as it is sent.
 * Someone without a US SSN says so instead (spec §4 rule 2 then skips screening).
 */
export function SsnStep({ guarantorConnectionId, advance, finish }: StepProps) {
  const input = useRef<HTMLInputElement>(null);
  const showId = useId();
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = usePromiseMutation<mutationsStartScreeningExamMutation>(startScreeningExamMutation);
  const [setHasSsn, saving] = usePromiseMutation<mutationsSetHasSsnMutation>(setHasSsnMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = input.current?.value ?? '';
    if (!parseSsn(typed)) {
      setError('Enter your 9-digit Social Security number, as on your card (3, 2 and 4 digits).');
      return input.current?.focus();
    }
    setError(null);
    try {
      const { startScreeningExam: payload } = await start({ input: { ssn: typed.trim(), guarantorConnectionId } });
      if (input.current) input.current.value = '';
      if (payload.screening) advance(payload.screening);
      else setError(payload.userErrors[0]?.message ?? 'We could not start your identity check.');
    } catch (failure) {
      setError(mutationProblem(failure));
    }
  };

  const noSsn = async () => {
    try {
      const { setHasSsn: payload } = await setHasSsn({ input: { hasSsn: false }, guarantorConnectionId });
      // An applicant moves on at once; a guarantor sees what that means for them.
      if (guarantorConnectionId === null) finish(payload.viewer.nextOnboardingStep);
      else if (payload.viewer.screening) advance(payload.viewer.screening);
    } catch (failure) {
      setError(mutationProblem(failure));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <h2 id="screening-step-heading">Your Social Security number</h2>
      <p className="muted">
        We pass it to our screening partner to confirm your identity and run a soft credit check, which does not affect your credit score.
        We never store it.
      </p>
      <TextField ref={input} label="Social Security number" name="ssn" type={shown ? 'text' : 'password'} inputMode="numeric"
        autoComplete="off" spellCheck={false} maxLength={11} hint="Nine digits, with or without dashes." error={error ?? undefined} />
      <label className={styles.choice} htmlFor={showId}>
        <input id={showId} type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        Show the number while I type
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={starting || saving}>{starting ? 'Checking…' : 'Continue'}</button>
        <button type="button" className="btn btn-quiet" onClick={noSsn} disabled={starting || saving}>I don't have a US Social Security number</button>
      </div>
    </form>
  );
}
