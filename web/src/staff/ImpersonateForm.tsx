import { useRef, useState } from 'react';
import internal from '../app/internal/Internal.module.css';
import { useStartImpersonation } from '../app/session/impersonation';

/** "Impersonate" with a required reason (10–500 characters), asked in a dialog; the user sees the reason. */
export function ImpersonateForm({ userId, name }: { userId: string; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useStartImpersonation();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < 10 || text.length > 500) {
      setError('Give a reason of 10 to 500 characters. The user will see it.');
      return;
    }
    setError(null);
    start(userId, text, {
      onUserErrors: (errors) => setError(errors.map((x) => x.message).join(' ')),
      onFailure: () => setError('Could not start. Try again.'),
    });
  };

  return (
    <section className={`card ${internal.panel}`} aria-labelledby="impersonate-heading">
      <h2 id="impersonate-heading">Act as this user</h2>
      <p className="muted">See Hearth as {name} sees it. Paying, passwords, payment methods, signing and accepting stay theirs.</p>
      <button type="button" className="btn" onClick={() => dialog.current?.showModal()}>Impersonate…</button>
      <dialog ref={dialog} aria-labelledby="impersonate-dialog-heading" onClose={() => setError(null)}>
        <form method="dialog" noValidate onSubmit={submit} aria-label="Impersonate">
          <h2 id="impersonate-dialog-heading">Impersonate {name}</h2>
          <div className="field">
            <label className="field-label" htmlFor="impersonate-reason">Reason</label>
            <textarea id="impersonate-reason" className="input" rows={3} maxLength={500} value={reason}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'impersonate-reason-error' : 'impersonate-reason-hint'}
              onChange={(e) => setReason(e.target.value)} />
            {error
              ? <p id="impersonate-reason-error" className="field-error">{error}</p>
              : <p id="impersonate-reason-hint" className="field-hint">Required, 10 to 500 characters. The user sees it on their profile.</p>}
          </div>
          <button type="submit" className="btn btn-primary" disabled={starting}>{starting ? 'Starting…' : 'Start impersonating'}</button>{' '}
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>Cancel</button>
        </form>
      </dialog>
    </section>
  );
}
