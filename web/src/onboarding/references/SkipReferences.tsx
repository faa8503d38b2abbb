import { useState } from 'react';
import styles from './References.module.css';

const REASONS = ["I'm a first-time renter", "I've been living with family", "I've owned my home", 'Other'];

interface Props {
  busy: boolean;
  onSkip(reason: string, showProblem: (message: string) => void): void;
}

/** "I don't have references": a reason the homeowner will read, then on to the next step. */
export function SkipReferences({ busy, onSkip }: Props) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return <button type="button" className="btn btn-quiet" onClick={() => setOpen(true)}>I don't have any references</button>;
  }
  const submit = () => {
    const reason = [choice === 'Other' ? '' : choice, details.trim()].filter(Boolean).join(': ');
    if (reason.length < 3) return setProblem(choice === 'Other' ? 'Tell us a little more.' : 'Choose a reason.');
    setProblem(null);
    onSkip(reason, setProblem);
  };
  return (
    <section className={`card ${styles.skip}`} aria-labelledby="skip-heading">
      <h2 id="skip-heading">No references?</h2>
      <p className="muted">That's fine. Tell the homeowner why, and we'll move on.</p>
      <fieldset className={styles.reasons} aria-describedby={problem ? 'skip-problem' : undefined}>
        <legend className="field-label">Why don't you have references?</legend>
        {REASONS.map((reason) => (
          <label key={reason} className={styles.reason}>
            <input type="radio" name="skip-reason" value={reason} checked={choice === reason} onChange={() => setChoice(reason)} />
            {reason}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="skip-details" className="field-label">Anything to add? {choice === 'Other' ? '' : '(optional)'}</label>
        <textarea id="skip-details" className="input" rows={2} maxLength={400} value={details} onChange={(e) => setDetails(e.target.value)} />
      </div>
      {problem && <p id="skip-problem" role="alert" className="field-error">{problem}</p>}
      <div className={styles.formActions}>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={busy}>Skip references</button>
        <button type="button" className="btn" onClick={() => setOpen(false)}>Cancel</button>
      </div>
    </section>
  );
}
