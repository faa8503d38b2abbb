import type { Option } from './labels';
import styles from './ListingEditor.module.css';

/** A fieldset of checkboxes with the spec's labels; its error is read out with the group. */
export function CheckboxGroup({ legend, options, value, onChange, error }: {
  legend: string; options: readonly Option[]; value: readonly string[]; onChange(next: string[]): void; error?: string;
}) {
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={styles.checks}>
        {options.map((o) => (
          <label key={o.value} className={styles.check}>
            <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
