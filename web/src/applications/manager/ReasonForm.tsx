import { useId, useState } from 'react';
import styles from './ManagerTenants.module.css';

/** A required choice with a confirm button: denying or closing an application always says why; a move names the room. */
export function ReasonForm({ label, submitLabel, choices, busy, onSubmit, onCancel, placeholder = 'Choose a reason' }: {
  label: string; submitLabel: string; choices: readonly { value: string; label: string }[]; placeholder?: string;
  busy: boolean; onSubmit(reason: string): void; onCancel(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form className={styles.reasonForm} noValidate onSubmit={(e) => {
      e.preventDefault();
      if (!reason) { setMissing(true); return; }
      onSubmit(reason);
    }}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={reason} aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(e) => { setReason(e.target.value); setMissing(false); }}>
        <option value="">{placeholder}</option>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
      {missing && <p id={`${id}-error`} className="field-error">{placeholder}.</p>}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : submitLabel}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
