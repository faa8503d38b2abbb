import { useId, useState, type KeyboardEvent } from 'react';
import styles from './CreateProfile.module.css';
import { withInterest } from './profileFormSchema';

const SUGGESTIONS = ['Hiking', 'Cooking', 'Board games', 'Live music', 'Reading', 'Running', 'Yoga', 'Film', 'Gardening', 'Gaming', 'Travel', 'Art'];

interface Props {
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
}

/**
 * Interests as chips: pick suggestions or type your own (Enter or Add). Each chip
 * is a toggle button, so keyboard and screen-reader users hear whether it is on.
 */
export function InterestChips({ value, onChange, error }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const toggle = (interest: string) =>
    onChange(chosen.has(interest.toLowerCase()) ? value.filter((v) => v.toLowerCase() !== interest.toLowerCase()) : withInterest(value, interest));
  const add = () => {
    onChange(withInterest(value, typed));
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const custom = value.filter((v) => !SUGGESTIONS.some((s) => s.toLowerCase() === v.toLowerCase()));
  return (
    <fieldset className={styles.chipsField} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field-label">Interests</legend>
      <p id={`${id}-hint`} className="field-hint">Pick a few, or add your own. Housemates with the same interests see them first.</p>
      <div className={styles.chips}>
        {[...SUGGESTIONS, ...custom].map((interest) => (
          <button key={interest} type="button" className={styles.chip} aria-pressed={chosen.has(interest.toLowerCase())} onClick={() => toggle(interest)}>
            {interest}
          </button>
        ))}
      </div>
      <div className={styles.addInterest}>
        <label htmlFor={`${id}-add`} className="visually-hidden">Add an interest</label>
        <input id={`${id}-add`} className="input" placeholder="Add your own, like pottery" value={typed} maxLength={40}
          onChange={(e) => setTyped(e.target.value)} onKeyDown={onKeyDown} />
        <button type="button" className="btn" onClick={add} disabled={!typed.trim()}>Add</button>
      </div>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </fieldset>
  );
}
