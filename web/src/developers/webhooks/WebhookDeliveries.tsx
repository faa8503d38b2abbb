import type { WebhookCard_webhook$data } from '../../__generated__/WebhookCard_webhook.graphql';
import { formatDateTime } from '../../shared/format';
import styles from './Webhooks.module.css';

type Delivery = WebhookCard_webhook$data['deliveries']['edges'][number]['node'];

const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', DELIVERED: 'Delivered', FAILED: 'Failed' };

/**
 * The endpoint's five most recent deliveries: a list, so it reads well at phone width.
 * Read by the card's own fragment (one selection keeps the operation's cost down).
 */
export function WebhookDeliveries({ deliveries }: { deliveries: readonly Delivery[] }) {
  return (
    <section className={styles.deliveries} aria-label="Recent deliveries">
      <h4 className={styles.deliveriesTitle}>Recent deliveries</h4>
      {deliveries.length === 0 ? (
        <p className="muted">Nothing delivered yet. Send a test event to check your endpoint.</p>
      ) : (
        <ul className={styles.deliveryList}>
          {deliveries.map((d) => (
            <li key={d.databaseId} className={styles.delivery} data-status={d.status}>
              <span className={styles[`status${d.status}`] ?? styles.statusPENDING}>{STATUS_LABELS[d.status] ?? d.status}</span>
              <code className={styles.eventType}>{d.eventType}</code>
              <span className={styles.deliveryMeta}>
                {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
                {d.responseStatusCode !== null ? ` · HTTP ${d.responseStatusCode}` : d.lastError ? ` · ${d.lastError}` : ''}
                {' · '}<time dateTime={d.deliveredAt ?? d.createdAt}>{formatDateTime(d.deliveredAt ?? d.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
