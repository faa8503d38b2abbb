import type { ReactNode } from 'react';
import styles from '../ListingEditor.module.css';

/**
 * One bedroom, bathroom or parking spot in its list: what it is, with Edit and
 * Remove; while edited, its form takes its place (focus moves into it).
 */
export function EditableItem({ name, editing, onEdit, onRemove, form, children }: {
  name: string; editing: boolean; onEdit(): void; onRemove(): void; form: ReactNode; children: ReactNode;
}) {
  if (editing) return <li className={styles.editing}>{form}</li>;
  return (
    <li className={styles.item}>
      <span>{children}</span>
      <span className={styles.itemActions}>
        <button type="button" className="btn btn-quiet" aria-label={`Edit ${name}`} onClick={onEdit}>Edit</button>
        <button type="button" className="btn btn-quiet" aria-label={`Remove ${name}`} onClick={onRemove}>Remove</button>
      </span>
    </li>
  );
}

/** The outcome line under a list: "Saved Room A.", or what went wrong. */
export function Outcome({ message }: { message: { text: string; error: boolean } | null }) {
  if (!message) return null;
  return <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>;
}
