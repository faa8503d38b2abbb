import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { OnMyWayFormMutation } from '../../__generated__/OnMyWayFormMutation.graphql';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import styles from '../jobs/Jobs.module.css';
import { etaProblem, MAX_ETA_MINUTES } from './eta';

const mutation = graphql`
  mutation OnMyWayFormMutation($input: MarkServiceActivityOnMyWayInput!) {
    markServiceActivityOnMyWay(input: $input) { serviceActivity { ...JobCard_job } userErrors { field message } }
  }
`;

/**
 * "On my way" for a scheduled visit: tells the home's manager (and the tenants when
 * they let the vendor in) with an optional ETA. Sending again replaces the ETA.
 */
export function OnMyWayForm({ jobId, again, onDone }: { jobId: string; again: boolean; onDone(): void }) {
  const id = useId();
  const [commit, busy] = useMutation<OnMyWayFormMutation>(mutation);
  const [eta, setEta] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = etaProblem(eta);
    if (problem) return setError(problem);
    setError(null);
    commit({
      variables: { input: { serviceActivityId: jobId, etaMinutes: eta.trim() ? Number(eta) : null, idempotencyKey: newIdempotencyKey() } },
      onCompleted: ({ markServiceActivityOnMyWay: r }) => (r.userErrors.length === 0 ? onDone() : setError(r.userErrors.map((e) => e.message).join(' '))),
      onError: () => setError('Could not tell them you are on the way. Try again.'),
    });
  };

  return (
    <form className={`${styles.form} ${styles.onMyWayForm}`} onSubmit={submit} aria-label="On my way" noValidate>
      <div className="field">
        <label htmlFor={`${id}-eta`} className="field-label">Arriving in (minutes, optional)</label>
        <input id={`${id}-eta`} className="input" inputMode="numeric" type="number" min={1} max={MAX_ETA_MINUTES} step={1} value={eta}
          onChange={(e) => setEta(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          style={{ maxWidth: 160 }} />
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>{again ? 'Send new ETA' : 'Send'}</button>
      <button type="button" className="btn" onClick={onDone}>Cancel</button>
    </form>
  );
}
