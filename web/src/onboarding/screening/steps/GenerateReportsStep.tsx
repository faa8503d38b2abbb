import { useState } from 'react';
import type { mutationsGenerateReportsMutation } from '../../../__generated__/mutationsGenerateReportsMutation.graphql';
import { generateReportsMutation } from '../mutations';
import styles from '../Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

/** Identity confirmed: run the credit, criminal and eviction reports, and the step is done. */
export function GenerateReportsStep({ guarantorConnectionId, finish }: StepProps) {
  const [generate, generating] = usePromiseMutation<mutationsGenerateReportsMutation>(generateReportsMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    try {
      const { generateScreeningReports: payload } = await generate({ input: { guarantorConnectionId } });
      if (payload.screening) finish(payload.viewer.nextOnboardingStep);
      else setProblem(payload.userErrors[0]?.message ?? 'We could not run your screening.');
    } catch (error) {
      setProblem(mutationProblem(error));
    }
  };
  return (
    <>
      <h2 id="screening-step-heading">Your identity is confirmed</h2>
      <p>Last step: we check your credit history, and public criminal and eviction records.</p>
      <p className="muted">It is a soft inquiry: it does not affect your credit score. The homeowner sees a summary, never your Social Security number.</p>
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={run} disabled={generating}>{generating ? 'Running your screening…' : 'Run my screening'}</button>
      </div>
    </>
  );
}
