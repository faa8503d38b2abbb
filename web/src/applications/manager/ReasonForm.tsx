import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import styles from './ManagerTenants.module.css';

/** A required choice with a confirm button: denying or closing an application always says why; a move names the room. */
export function ReasonForm({ label, submitLabel, choices, busy, onSubmit, onCancel, placeholder = 'Choose a reason' }: {
  label: string; submitLabel: string; choices: readonly { value: string; label: string }[]; placeholder?: string;
  busy: boolean; onSubmit(reason: string): void; onCancel(): void;
}) {
  const id = useId();
  // The message repeats the empty choice's words ("Choose a reason.", "Choose a room.").
  const schema = useMemo(() => z.object({ reason: z.string().min(1, { error: `${placeholder}.` }) }), [placeholder]);
  const { register, handleSubmit, formState: { errors } } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const missing = errors.reason?.message;
  return (
    <form className={styles.reasonForm} noValidate onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={missing ? true : undefined} aria-describedby={missing ? `${id}-error` : undefined} {...register('reason')}>
        <option value="">{placeholder}</option>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
      {missing && <p id={`${id}-error`} className="field-error">{missing}</p>}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : submitLabel}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
