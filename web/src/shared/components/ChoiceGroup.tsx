import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './ChoiceGroup.module.css';

export interface Choice {
  value: string;
  label: string;
  /** A longer explanation read with the label. */
  detail?: string;
}

interface Props {
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** Checkboxes (several may be picked) instead of radio buttons. */
  multiple?: boolean;
  /** Lay short choices out in a row (yes/no, species). */
  inline?: boolean;
}

/**
 * A question answered by picking: a fieldset whose legend names it, so a screen
 * reader (and getByRole('radio', { name })) hears the question with each answer;
 * the error is read with the group.
 */
export function ChoiceGroup({ legend, choices, registration, error, hint, multiple = false, inline = false }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{legend}</legend>
      {hint && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      <div className={inline ? styles.inline : styles.stack}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type={multiple ? 'checkbox' : 'radio'} value={choice.value} {...registration} />
            <span>
              <span className={styles.label}>{choice.label}</span>
              {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </fieldset>
  );
}
