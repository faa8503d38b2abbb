import { useEffect, useRef, useState } from 'react';
import styles from './Developers.module.css';

/**
 * A token's secret, shown this once: Hearth keeps only a hash, so closing this
 * loses it for good. Focus moves here so keyboard and screen-reader users meet it.
 */
export function SecretOnce({ title, secret, onDone }: { title: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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
    <section className={`card ${styles.secret}`} aria-labelledby="secret-heading">
      <h3 id="secret-heading" ref={heading} tabIndex={-1}>{title}</h3>
      <p role="alert" className="alert alert-error">Copy this token now. It will not be shown again: Hearth keeps only a fingerprint of it.</p>
      <code className={styles.secretValue} aria-label="API token" data-testid="api-token-secret">{secret}</code>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={copy}>Copy token</button>
        <button type="button" className="btn" onClick={onDone}>I have stored it</button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Your browser did not allow copying: select the token and copy it by hand.' : ''}
      </p>
    </section>
  );
}
