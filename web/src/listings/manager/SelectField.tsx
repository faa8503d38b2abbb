import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from './labels';

type Binding = { value: string; onChange(v: string): void; registration?: never } | { registration: UseFormRegisterReturn; value?: never; onChange?: never };

/** A labelled select with an error under it: controlled (value, onChange) or registered with react-hook-form. */
export function SelectField({ label, options, error, placeholder, ...binding }: {
  label: string; options: readonly Option[]; error?: string; placeholder?: string;
} & Binding) {
  const id = useId();
  const bound = binding.registration ?? { value: binding.value, onChange: (e: { target: { value: string } }) => binding.onChange!(e.target.value) };
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} className="input" {...bound}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
