import { useEffect, useId, useRef, useState } from 'react';
import styles from './Developers.module.css';

interface Props {
  title: string;
  secret: string;
  /** What the secret is, in the warning and the copy button: an API token or a webhook's signing secret. */
  kind: 'token' | 'secret';
  /** Why it cannot be shown again, or what to do with it. */
  note: string;
  testId: string;
  onDone(): void;
}

/**
 * A secret shown this once (an API token, a webhook's signing secret): closing this
 * loses it for good. Focus moves here so keyboard and screen-reader users meet it.
 */
export function SecretOnce({ title, secret, kind, note, testId, onDone }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), [secret]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={`card ${styles.secret}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>{title}</h3>
      <p role="alert" className="alert alert-error">Copy this {kind} now. It will not be shown again. {note}</p>
      <code className={styles.secretValue} aria-label={kind === 'token' ? 'API token' : 'Signing secret'} data-testid={testId}>{secret}</code>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={copy}>Copy {kind}</button>
        <button type="button" className="btn" onClick={onDone}>I have stored it</button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? `Your browser did not allow copying: select the ${kind} and copy it by hand.` : ''}
      </p>
    </section>
  );
}
