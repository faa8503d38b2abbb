import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '../Applications.module.css';

const LABELS: Record<string, string> = { CATS: 'Cats', SMALL_DOGS: 'Small dogs', LARGE_DOGS: 'Large dogs' };

/** Pets that will live in the room: only the options this home allows (spec pet options). */
export function PetsField({ allowed, registration, error }: { allowed: readonly string[]; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? 'pets-error' : undefined}>
      <legend className="field-label">Pets</legend>
      {allowed.length === 0 ? (
        <p className="field-hint">This home does not allow pets.</p>
      ) : (
        <>
          <p className="field-hint">Tick any that will live with you. This home allows {allowed.map((p) => LABELS[p]?.toLowerCase() ?? p).join(', ')}.</p>
          <div className={styles.inlineChoices}>
            {allowed.map((pet) => (
              <label key={pet} className={styles.checkbox}>
                <input type="checkbox" value={pet} {...registration} />
                {LABELS[pet] ?? pet}
              </label>
            ))}
          </div>
        </>
      )}
      {error && <p id="pets-error" className="field-error">{error}</p>}
    </fieldset>
  );
}
