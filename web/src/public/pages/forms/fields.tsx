import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '../PublicPages.module.css';

function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && !error && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** A labelled textarea whose error is read with it (like TextField). */
export function TextAreaField({ label, hint, error, ref, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string; hint?: string; error?: string; ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <textarea id={id} ref={ref} className="input" rows={5} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select whose error is read with it. */
export function SelectField({ label, hint, error, ref, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string; hint?: string; error?: string; ref?: Ref<HTMLSelectElement>; children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} ref={ref} className="input" aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The honeypot (docs/form-submissions.md): off screen, out of the tab order and
 * hidden from screen readers, so only a form-filling robot types into it.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website (leave empty)
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
