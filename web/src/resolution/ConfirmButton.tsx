import { useId, useRef, useState, type ReactNode } from 'react';
import styles from './Resolution.module.css';

/**
 * A button that asks first: a dialog says exactly what will happen, with an
 * optional reason the other side reads. `onConfirm` gets the reason and a
 * `done(error?)` to close the dialog or show why it failed.
 */
export function ConfirmButton({ label, title, children, confirmLabel, reasonLabel, primary, busy, onConfirm }: {
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  primary?: boolean;
  busy: boolean;
  onConfirm(reason: string, done: (error?: string) => void): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => { dialog.current?.close(); setReason(''); setError(null); };
  const confirm = () => onConfirm(reason.trim(), (problem) => (problem ? setError(problem) : close()));
  return (
    <>
      <button type="button" className={`btn ${primary ? 'btn-primary' : ''}`} onClick={() => dialog.current?.showModal()}>{label}</button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {children}
        {reasonLabel && (
          <div className="field">
            <label htmlFor={reasonId} className="field-label">{reasonLabel}</label>
            <textarea id={reasonId} className="input" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        {error && <p role="alert" className="alert alert-error">{error}</p>}
        <div className={styles.dialogActions}>
          <button type="button" className={`btn ${primary ? 'btn-primary' : ''}`} disabled={busy} onClick={confirm}>{busy ? 'Sending…' : confirmLabel}</button>
          <button type="button" className="btn" onClick={close}>Cancel</button>
        </div>
      </dialog>
    </>
  );
}
