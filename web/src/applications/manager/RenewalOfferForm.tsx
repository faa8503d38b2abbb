import { useId, useState } from 'react';
import styles from './ManagerTenants.module.css';

/** Dollars as typed ("1,250" or "1250.50") in cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}

/** The monthly rent a manager offers for a renewal term. */
export function RenewalOfferForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit(cents: number): void; onCancel(): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form className={styles.reasonForm} noValidate onSubmit={(e) => {
      e.preventDefault();
      const cents = dollarsToCents(text);
      if (cents === null) { setInvalid(true); return; }
      onSubmit(cents);
    }}>
      <label htmlFor={id}>Monthly rent for the renewal ($)</label>
      <input id={id} inputMode="decimal" value={text} aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => { setText(e.target.value); setInvalid(false); }} />
      {invalid && <p id={`${id}-error`} className="field-error">Enter the monthly rent in dollars, for example 1250.</p>}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Sending…' : 'Send renewal offer'}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
