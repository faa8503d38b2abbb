import { useState } from 'react';
import styles from './Webhooks.module.css';

/** A signing secret shown once: copy it now, it is never shown again. */
export function SecretReveal({ secret, title, note, onDone }: { secret: string; title: string; note?: string; onDone(): void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false)) ?? setCopied(false);
  return (
    <div className={styles.secret} role="region" aria-label={title}>
      <p className={styles.secretTitle}><strong>{title}</strong></p>
      <p className={styles.secretNote}>Copy it now: it is shown this once only. {note}</p>
      <code className={styles.secretValue} data-testid="webhook-secret">{secret}</code>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={copy}>Copy secret</button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>I have stored it</button>
      </div>
      <p role="status" className={styles.secretNote}>
        {copied === true ? 'Copied.' : copied === false ? 'Copying is not available here: select the secret and copy it by hand.' : ''}
      </p>
    </div>
  );
}
