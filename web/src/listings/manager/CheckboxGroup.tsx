import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from './labels';
import styles from './ListingEditor.module.css';

type Binding =
  | { value: readonly string[]; onChange(next: string[]): void; registration?: never }
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never };

/**
 * A fieldset of checkboxes with the spec's labels; its error is read out with the
 * group. Controlled (value, onChange) or registered with react-hook-form (an array).
 */
export function CheckboxGroup({ legend, options, error, ...binding }: { legend: string; options: readonly Option[]; error?: string } & Binding) {
  const errorId = useId();
  const boxProps = (v: string) => binding.registration
    ? { value: v, ...binding.registration }
    : { checked: binding.value!.includes(v), onChange: (e: { target: { checked: boolean } }) => binding.onChange!(e.target.checked ? [...binding.value!, v] : binding.value!.filter((x) => x !== v)) };
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={styles.checks}>
        {options.map((o) => (
          <label key={o.value} className={styles.check}>
            <input type="checkbox" {...boxProps(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p id={errorId} className="field-error">{error}</p>}
    </fieldset>
  );
}
