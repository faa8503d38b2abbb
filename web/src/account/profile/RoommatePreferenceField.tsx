import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Profile.module.css';

const OPTIONS: Array<[string, string, string]> = [
  ['MINIMAL', 'Minimal', 'Friendly hellos, but I mostly keep to myself.'],
  ['BALANCED', 'Balanced', 'Happy to chat and share a meal, and to have my own space.'],
  ['SOCIAL', 'Social', "I'd love housemates who hang out together."],
];

/** Spec roommate profile: relationship (minimal, balanced, social), each with a short and a longer label. */
export function RoommatePreferenceField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className={styles.choices} aria-describedby={error ? 'roommate-error' : undefined}>
      <legend className="field-label">How close would you like to be with housemates?</legend>
      {OPTIONS.map(([value, label, detail]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" value={value} {...registration} />
          <span>
            <strong>{label}</strong>
            <span className="muted"> · {detail}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="roommate-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
