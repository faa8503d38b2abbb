import { useEffect, useState } from 'react';
import styles from './Browse.module.css';

interface Budget {
  minBudget: number | null;
  maxBudget: number | null;
}

const toText = (n: number | null) => (n === null ? '' : String(n));
const toNumber = (text: string) => {
  const n = Math.round(Number(text));
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Budget is typed, so it applies on Enter or when the field is left (not on every
 * keystroke, which would search for $1, $12, $120...). A maximum below the minimum
 * is not searched: a message next to the field says so.
 */
export function BudgetFields({ value, onApply }: { value: Budget; onApply: (budget: Budget) => void }) {
  const [min, setMin] = useState(toText(value.minBudget));
  const [max, setMax] = useState(toText(value.maxBudget));
  const [reversed, setReversed] = useState<string | null>(null);

  // Follow the URL when it changes from elsewhere (Clear filters, back button).
  useEffect(() => setMin(toText(value.minBudget)), [value.minBudget]);
  useEffect(() => setMax(toText(value.maxBudget)), [value.maxBudget]);

  const apply = () => {
    const minBudget = toNumber(min);
    const maxBudget = toNumber(max);
    if (minBudget !== null && maxBudget !== null && minBudget > maxBudget) {
      setReversed(`The maximum ($${maxBudget.toLocaleString('en-US')}) is below the minimum ($${minBudget.toLocaleString('en-US')}): enter a maximum of at least $${minBudget.toLocaleString('en-US')}.`);
      return;
    }
    setReversed(null);
    if (minBudget !== value.minBudget || maxBudget !== value.maxBudget) onApply({ minBudget, maxBudget });
  };
  const onKeyDown = (e: React.KeyboardEvent) => e.key === 'Enter' && apply();

  return (
    <fieldset className={styles.budget}>
      <legend className="field-label">Monthly budget</legend>
      <div className={styles.budgetRow}>
        <label className={styles.money}>
          <span className="visually-hidden">Minimum monthly budget in dollars</span>
          <span aria-hidden="true" className={styles.currency}>$</span>
          <input className="input" type="number" inputMode="numeric" min={0} step={50} placeholder="Min" value={min} onChange={(e) => setMin(e.target.value)} onBlur={apply} onKeyDown={onKeyDown} />
        </label>
        <span aria-hidden="true">–</span>
        <label className={styles.money}>
          <span className="visually-hidden">Maximum monthly budget in dollars</span>
          <span aria-hidden="true" className={styles.currency}>$</span>
          <input className="input" type="number" inputMode="numeric" min={0} step={50} placeholder="Max" value={max}
            aria-invalid={reversed ? true : undefined} aria-describedby={reversed ? 'budget-error' : undefined} onChange={(e) => setMax(e.target.value)} onBlur={apply} onKeyDown={onKeyDown} />
        </label>
      </div>
      {reversed && <p id="budget-error" className="field-error" role="alert">{reversed}</p>}
    </fieldset>
  );
}
