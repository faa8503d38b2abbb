import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IdentityExamStep_screening$key } from '../../../__generated__/IdentityExamStep_screening.graphql';
import type { mutationsSubmitExamAnswersMutation } from '../../../__generated__/mutationsSubmitExamAnswersMutation.graphql';
import { submitExamAnswersMutation } from '../mutations';
import styles from '../Screening.module.css';
import { NETWORK_PROBLEM, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

const NOTICES = {
  TRY_AGAIN: 'Some answers did not match the records. Here is a second set of questions.',
  FAILED: 'We could not confirm your identity from your answers. A photo of your ID will do instead.',
} as const;

/** Multiple-choice questions about the person's history; every one must be answered. */
export function IdentityExamStep({ screening, guarantorConnectionId, advance }: StepProps & { screening: IdentityExamStep_screening$key }) {
  const { exam } = useFragment(
    graphql`
      fragment IdentityExamStep_screening on Screening {
        exam { attempt attemptsAllowed questions { questionId prompt choices { choiceId label } } }
      }
    `,
    screening,
  );
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [submit, submitting] = usePromiseMutation<mutationsSubmitExamAnswersMutation>(submitExamAnswersMutation);
  if (!exam) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = exam.questions.filter((q) => !answers[q.questionId]).map((q) => q.questionId);
    setMissing(unanswered);
    if (unanswered.length > 0) return document.getElementById(`question-${unanswered[0]}`)?.focus();
    try {
      const { submitScreeningExamAnswers: payload } = await submit({
        input: { guarantorConnectionId, answers: Object.entries(answers).map(([questionId, choiceId]) => ({ questionId, choiceId })) },
      });
      if (!payload.screening) return setProblem(payload.userErrors[0]?.message ?? 'We could not check your answers.');
      const result = payload.examResult;
      advance(payload.screening, result === 'TRY_AGAIN' || result === 'FAILED' ? NOTICES[result] : undefined);
    } catch {
      setProblem(NETWORK_PROBLEM);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <h2 id="screening-step-heading">Confirm your identity</h2>
      <p className="muted">
        These questions come from public records and your credit file. Set {exam.attempt} of {exam.attemptsAllowed}.
      </p>
      {exam.questions.map((q) => {
        const id = q.questionId;
        const invalid = missing.includes(id) && !answers[id];
        return (
          <fieldset key={id} id={`question-${id}`} tabIndex={-1} className={styles.question} aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `question-${id}-error` : undefined}>
            <legend>{q.prompt}</legend>
            {q.choices.map((c) => (
              <label key={c.choiceId} className={styles.choice}>
                <input type="radio" name={id} value={c.choiceId} checked={answers[id] === c.choiceId}
                  onChange={() => setAnswers((a) => ({ ...a, [id]: c.choiceId }))} />
                {c.label}
              </label>
            ))}
            {invalid && <p id={`question-${id}-error`} className="field-error">Choose an answer.</p>}
          </fieldset>
        );
      })}
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={submitting}>{submitting ? 'Checking…' : 'Submit answers'}</button>
      </div>
    </form>
  );
}
