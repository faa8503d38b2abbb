import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import own from './StaffResolution.module.css';

interface FieldProps { label: string; hint?: string; error?: string }

/** Label, hint and error read out with the control (aria-describedby), like TextField. */
function describedBy(id: string, hint?: string, error?: string) {
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, ids: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

function Frame({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
  const { hintId, errorId } = describedBy(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      {children}
      {hintId && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}

export function TextAreaField({ label, hint, error, ref, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea id={id} ref={ref} className={`input ${own.textarea}`} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error).ids} {...input} />
    </Frame>
  );
}

export function SelectField({ label, hint, error, ref, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select id={id} ref={ref} className="input" aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error).ids} {...select}>{children}</select>
    </Frame>
  );
}
