import { useState } from 'react';
import type { mutationsSetHasSsnMutation } from '../../../__generated__/mutationsSetHasSsnMutation.graphql';
import { setHasSsnMutation } from '../mutations';
import styles from '../Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

/** The person said they have no US SSN: the US screening cannot run. They can take it back. */
export function NoSsnStep({ guarantorConnectionId, advance, finish }: StepProps) {
  const [setHasSsn, saving] = usePromiseMutation<mutationsSetHasSsnMutation>(setHasSsnMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async () => {
    try {
      const { setHasSsn: payload } = await setHasSsn({ input: { hasSsn: true }, guarantorConnectionId });
      if (payload.viewer.screening) advance(payload.viewer.screening);
    } catch (error) {
      setProblem(mutationProblem(error));
    }
  };
  return (
    <>
      <h2 id="screening-step-heading">Screening without a US Social Security number</h2>
      <p>
        Our screening runs on US records, so we skip it for you.
        {guarantorConnectionId ? ' The homeowner may ask you for other proof instead.' : ' The homeowner may ask for other documents, such as a passport or a guarantor.'}
      </p>
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <div className={styles.actions}>
        {!guarantorConnectionId && <button type="button" className="btn btn-primary" onClick={() => finish(undefined)}>Continue</button>}
        <button type="button" className="btn btn-quiet" onClick={change} disabled={saving}>I do have a US Social Security number</button>
      </div>
    </>
  );
}
