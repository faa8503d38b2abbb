import { graphql, useFragment } from 'react-relay';
import type { PayoutsSection_provider$key } from '../../__generated__/PayoutsSection_provider.graphql';
import { formatDate } from '../../shared/format';
import { formatPay } from '../jobs/jobWords';
import styles from '../jobs/Jobs.module.css';

/** The company's last payouts (one per paid job), with where each stands. */
export function PayoutsSection({ provider }: { provider: PayoutsSection_provider$key }) {
  const data = useFragment(graphql`
    fragment PayoutsSection_provider on ResidentialServiceProvider {
      payouts(first: 10) {
        edges { node { databaseId amountCents status paidAt createdAt serviceTypeName city state } }
      }
    }
  `, provider);
  const payouts = data.payouts.edges.map((e) => e.node);
  return (
    <section className={styles.section} aria-labelledby="payouts">
      <h2 id="payouts" className={styles.sectionTitle}>Payouts</h2>
      {payouts.length === 0 ? (
        <p className={styles.empty}>No payouts yet. A job is paid after the homeowner approves your work and Hearth releases the payment.</p>
      ) : (
        <ul className={styles.cards} aria-label="Payouts">
          {payouts.map((p) => (
            <li key={p.databaseId} className={styles.card}>
              <strong>{formatPay(p.amountCents)} · {p.serviceTypeName}</strong>
              <span className="muted">{p.city}, {p.state}</span>
              <span>{p.status === 'PAID' && p.paidAt
                ? `Sent to your payout account on ${formatDate(p.paidAt)}`
                : 'Waiting for your payout account: connect it in onboarding to receive it.'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
