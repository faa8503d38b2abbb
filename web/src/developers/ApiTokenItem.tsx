import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApiTokenItem_apiToken$key } from '../__generated__/ApiTokenItem_apiToken.graphql';
import { formatDate } from '../shared/format';
import { timeAgo } from '../shared/timeAgo';
import styles from './Developers.module.css';
import { scopeWords } from './scopes';
import { useRevokeApiTokenMutation } from './useRevokeApiTokenMutation';
import { useRotateApiTokenMutation } from './useRotateApiTokenMutation';

const STATUS_WORDS: Record<string, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

/** One token: name, "…hint", scopes, dates, status; revoke (after a confirmation) and rotate while active. */
export function ApiTokenItem({ apiToken, onRotated }: { apiToken: ApiTokenItem_apiToken$key; onRotated(secret: string, name: string): void }) {
  const t = useFragment(
    graphql`
      fragment ApiTokenItem_apiToken on ApiToken {
        id name hint scopes status createdAt expiresAt lastUsedAt
      }
    `,
    apiToken,
  );
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [revoke, revoking] = useRevokeApiTokenMutation();
  const [rotate, rotating] = useRotateApiTokenMutation();
  const active = t.status === 'ACTIVE';
  const onRevoke = () => revoke(t.id, { onDone: () => setConfirming(false), onFailure: setProblem });
  const onRotate = () => rotate(t.id, { onRotated: (secret) => onRotated(secret, t.name), onFailure: setProblem });

  return (
    <li className={styles.token} aria-label={t.name}>
      <div className={styles.tokenTop}>
        <span className={styles.tokenName}>{t.name} <span className="muted">…{t.hint}</span></span>
        <span className={`${styles.status} ${active ? styles.statusActive : ''}`}>{STATUS_WORDS[t.status] ?? t.status}</span>
      </div>
      <p className={styles.meta}>{t.scopes.map(scopeWords).join(', ')}</p>
      <p className={styles.meta}>
        Created {formatDate(t.createdAt)} · {t.lastUsedAt ? `last used ${timeAgo(t.lastUsedAt)}` : 'never used'} ·{' '}
        {active ? `expires ${formatDate(t.expiresAt)}` : t.status === 'EXPIRED' ? `expired ${formatDate(t.expiresAt)}` : 'revoked'}
      </p>
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      {active && !confirming && (
        <div className={styles.actions}>
          <button type="button" className="btn" disabled={rotating} onClick={onRotate}>{rotating ? 'Rotating…' : 'Rotate'}</button>
          <button type="button" className="btn btn-quiet" onClick={() => setConfirming(true)}>Revoke</button>
        </div>
      )}
      {active && confirming && (
        <div className={styles.confirm} role="group" aria-label={`Revoke ${t.name}?`}>
          <p>Revoke “{t.name}”? Anything using it stops working at once. This cannot be undone.</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={revoking} onClick={onRevoke}>{revoking ? 'Revoking…' : 'Yes, revoke'}</button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>Keep it</button>
          </div>
        </div>
      )}
    </li>
  );
}
