import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import styles from '../ListingEditor.module.css';

/** What a room form's owner does with its input: save it, then tell the form how it went. */
export interface SaveHandlers {
  onDone(): void;
  onUserErrors(errors: readonly { field: string | null | undefined; message: string }[]): void;
  onFailure(): void;
}

export interface RoomFormProps<V, I> {
  /** The form's accessible name and heading, e.g. "Add a bedroom", "Edit Room A". */
  title: string;
  initial: V;
  submitLabel: string;
  /** The button while it saves, e.g. "Adding…". */
  busyLabel: string;
  busy: boolean;
  save(input: I, handlers: SaveHandlers): void;
  /** Editing: leaves the form without saving. Adding forms stay open and start again empty. */
  onCancel?(): void;
}


/** The frame every room form shares: heading, the form-wide error, Save and Cancel. */
export function RoomFormFrame({ title, error, busy, submitLabel, busyLabel, onSubmit, onCancel, children }: {
  title: string; error?: string; busy: boolean; submitLabel: string; busyLabel: string; onSubmit: FormEventHandler; onCancel?(): void; children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  // An edit form replaces the Edit button that opened it: focus follows into its first field.
  const editing = Boolean(onCancel);
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className={styles.addForm} aria-label={title}>
      <h3>{title}</h3>
      {error && <p role="alert" className="alert alert-error">{error}</p>}
      {children}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? busyLabel : submitLabel}</button>
        {onCancel && <button type="button" className="btn btn-quiet" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}
