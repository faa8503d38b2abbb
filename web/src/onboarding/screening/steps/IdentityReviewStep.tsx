import { useState } from 'react';
import type { mutationsCheckIdentityMutation } from '../../../__generated__/mutationsCheckIdentityMutation.graphql';
import { checkIdentityMutation } from '../mutations';
import styles from '../Screening.module.css';
import { mutationProblem, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

/** A sent ID document awaits review (a real provider may take a while): ask again. */
export function IdentityReviewStep({ guarantorConnectionId, advance }: StepProps) {
  const [check, checking] = usePromiseMutation<mutationsCheckIdentityMutation>(checkIdentityMutation);
  const [message, setMessage] = useState<string | null>(null);
  const checkAgain = async () => {
    try {
      const { checkIdentityVerificationStatus: payload } = await check({ input: { guarantorConnectionId } });
      if (payload.screening) advance(payload.screening);
      setMessage('Your document is still being reviewed. We will email you when it is done.');
    } catch (error) {
      setMessage(mutationProblem(error));
    }
  };
  return (
    <>
      <h2 id="screening-step-heading">We are checking your ID</h2>
      <p className="muted">Thanks for sending a photo of your ID. Once it is confirmed, we can run your screening.</p>
      <div role="status">{message && <p className="alert alert-success">{message}</p>}</div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={checkAgain} disabled={checking}>{checking ? 'Checking…' : 'Check again'}</button>
      </div>
    </>
  );
}
