import { useEffect, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { WebhookCard_webhook$key } from '../../__generated__/WebhookCard_webhook.graphql';
import { formatDateTime } from '../../shared/format';
import { SecretOnce } from '../SecretOnce';
import { useDeleteWebhookMutation, useRotateWebhookSecretMutation, useSendTestWebhookEventMutation } from './useWebhookMutations';
import { WebhookDeliveries } from './WebhookDeliveries';
import styles from './Webhooks.module.css';

/** How often (and how many times) a card re-reads its deliveries while one is pending: the dispatcher posts within seconds. */
const POLL_MS = 1500;
const MAX_POLLS = 20;
const OVERLAPS = [
  { hours: 0, label: 'None: the old secret stops now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 72, label: '72 hours' },
];

/** One endpoint: what it hears, its recent deliveries, and its actions. */
export function WebhookCard({ webhook, connectionId }: { webhook: WebhookCard_webhook$key; connectionId: string }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment WebhookCard_webhook on Webhook @refetchable(queryName: "WebhookCardRefetchQuery") {
        id url description eventTypes active createdAt previousSecretExpiresAt
        deliveries(first: 5) {
          edges { node { databaseId eventType status attempts responseStatusCode lastError createdAt deliveredAt } }
        }
      }
    `,
    webhook,
  );
  const [, startTransition] = useTransition();
  const [polls, setPolls] = useState(0);
  const [sendTest, sending] = useSendTestWebhookEventMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [remove, removing] = useDeleteWebhookMutation();
  const [overlap, setOverlap] = useState(24);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const pending = data.deliveries.edges.some((e) => e.node.status === 'PENDING');

  // A pending delivery is re-read until it settles (bounded: a failing endpoint backs off for hours).
  useEffect(() => {
    if (!pending || polls >= MAX_POLLS) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, polls, refetch]);

  const failed = (text: string) => () => setMessage({ kind: 'error', text });
  const errorsSaid = (errors: readonly { message: string }[]) => setMessage({ kind: 'error', text: errors.map((e) => e.message).join(' ') });

  const onTest = () => {
    setMessage(null);
    sendTest(data.id, {
      onDone: () => {
        setPolls(0);
        setMessage({ kind: 'success', text: 'Test event sent. Its delivery appears below.' });
      },
      onUserErrors: errorsSaid,
      onFailure: failed('We could not send the test event. Try again.'),
    });
  };
  const onRotate = () => {
    setMessage(null);
    rotate(data.id, overlap, { onDone: setSecret, onUserErrors: errorsSaid, onFailure: failed('We could not rotate the secret. Try again.') });
  };
  const onDelete = () => remove(data.id, connectionId, {
    onDone: () => undefined,
    onUserErrors: errorsSaid,
    onFailure: failed('We could not delete the endpoint. Try again.'),
  });

  const heading = `webhook-${data.id}-url`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={heading}>
      <header className={styles.cardHeader}>
        <h3 id={heading} className={styles.url}>{data.url}</h3>
        <span className={data.active ? styles.on : styles.off}>{data.active ? 'Active' : 'Switched off'}</span>
      </header>
      {data.description && <p className={styles.description}>{data.description}</p>}
      <p className={styles.meta}>
        Events: {data.eventTypes.includes('*') ? 'all event types' : data.eventTypes.join(', ')} · Added {formatDateTime(data.createdAt)}
      </p>
      {data.previousSecretExpiresAt && (
        <p className={styles.meta}>The previous secret also signs deliveries until {formatDateTime(data.previousSecretExpiresAt)}.</p>
      )}
      {secret && (
        <SecretOnce
          kind="secret"
          testId="webhook-secret"
          title="New signing secret"
          note={data.previousSecretExpiresAt ? 'Deliveries carry both signatures until the overlap ends.' : 'The old secret no longer signs.'}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      )}
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={onTest} disabled={sending || !data.active}>{sending ? 'Sending…' : 'Send test event'}</button>
        <span className={styles.rotate}>
          <label htmlFor={`${heading}-overlap`} className={styles.inlineLabel}>Old secret keeps working for</label>
          <select id={`${heading}-overlap`} className="input" value={overlap} onChange={(e) => setOverlap(Number(e.target.value))}>
            {OVERLAPS.map((o) => <option key={o.hours} value={o.hours}>{o.label}</option>)}
          </select>
          <button type="button" className="btn" onClick={onRotate} disabled={rotating}>{rotating ? 'Rotating…' : 'Rotate secret'}</button>
        </span>
        {!confirming && <button type="button" className="btn btn-quiet" onClick={() => setConfirming(true)}>Delete</button>}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-label="Confirm deletion">
          <p>Delete this endpoint and its delivery history? Hearth stops posting to it at once.</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={onDelete} disabled={removing}>{removing ? 'Deleting…' : 'Delete endpoint'}</button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>Cancel</button>
          </div>
        </div>
      )}
      {message && <p role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>{message.text}</p>}
      <WebhookDeliveries deliveries={data.deliveries.edges.map((e) => e.node)} />
    </article>
  );
}
