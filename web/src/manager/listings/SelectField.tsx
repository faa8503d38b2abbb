import { useId } from 'react';
import type { Option } from './labels';

/** A labelled select with an error under it. */
export function SelectField({ label, options, value, onChange, error, placeholder }: {
  label: string; options: readonly Option[]; value: string; onChange(v: string): void; error?: string; placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
