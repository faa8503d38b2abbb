import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphql, useFragment } from 'react-relay';
import type { IdentityExamStep_screening$data, IdentityExamStep_screening$key } from '../../../__generated__/IdentityExamStep_screening.graphql';
import type { mutationsSubmitExamAnswersMutation } from '../../../__generated__/mutationsSubmitExamAnswersMutation.graphql';
import { submitExamAnswersMutation } from '../mutations';
import styles from '../Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../usePromiseMutation';
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
  if (!exam) return null;
  // A second set of questions is a new form: nothing carries over from the first.
  return <ExamForm key={exam.attempt} exam={exam} guarantorConnectionId={guarantorConnectionId} advance={advance} />;
}

type Exam = NonNullable<IdentityExamStep_screening$data['exam']>;

function ExamForm({ exam, guarantorConnectionId, advance }: Pick<StepProps, 'guarantorConnectionId' | 'advance'> & { exam: Exam }) {
  // One answer per question, in the questions' order (question ids are the api's, not field names).
  const schema = useMemo(() => z.object({
    answers: z.array(z.string().nullable()).length(exam.questions.length)
      .superRefine((answers, ctx) => answers.forEach((answer, i) => {
        if (!answer) ctx.addIssue({ code: 'custom', message: 'Choose an answer.', path: [i] });
      })),
  }), [exam.questions.length]);
  const { register, handleSubmit, formState: { errors } } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { answers: exam.questions.map(() => null) },
    // The first unanswered question itself takes focus (its fieldset), as before.
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [submit, submitting] = usePromiseMutation<mutationsSubmitExamAnswersMutation>(submitExamAnswersMutation);

  const onSubmit = async ({ answers }: z.infer<typeof schema>) => {
    try {
      const { submitScreeningExamAnswers: payload } = await submit({
        input: { guarantorConnectionId, answers: exam.questions.map((q, i) => ({ questionId: q.questionId, choiceId: answers[i]! })) },
      });
      if (!payload.screening) return setProblem(payload.userErrors[0]?.message ?? 'We could not check your answers.');
      const result = payload.examResult;
      advance(payload.screening, result === 'TRY_AGAIN' || result === 'FAILED' ? NOTICES[result] : undefined);
    } catch (error) {
      setProblem(mutationProblem(error));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, (found) => {
      const first = exam.questions.findIndex((_, i) => found.answers?.[i]);
      if (first >= 0) document.getElementById(`question-${exam.questions[first].questionId}`)?.focus();
    })}>
      <h2 id="screening-step-heading">Confirm your identity</h2>
      <p className="muted">
        These questions come from public records and your credit file. Set {exam.attempt} of {exam.attemptsAllowed}.
      </p>
      {exam.questions.map((q, i) => {
        const id = q.questionId;
        const invalid = Boolean(errors.answers?.[i]);
        return (
          <fieldset key={id} id={`question-${id}`} tabIndex={-1} className={styles.question} aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `question-${id}-error` : undefined}>
            <legend>{q.prompt}</legend>
            {q.choices.map((c) => (
              <label key={c.choiceId} className={styles.choice}>
                <input type="radio" value={c.choiceId} {...register(`answers.${i}`)} />
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
