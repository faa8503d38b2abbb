import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { InternalHomeQuery as QueryType } from '../../__generated__/InternalHomeQuery.graphql';
import { useDocumentTitle } from '../useDocumentTitle';
import { useDisposeOnReplace } from '../relay/routeQuery';
import styles from './Internal.module.css';

export const InternalHomeQuery = graphql`
  query InternalHomeQuery {
    ledgerMismatchCount
  }
`;

/** /internal: the ledger soundness check first (it should always read zero), then the tools. */
export function InternalHome() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  if (!queryRef) return null;
  return <Home queryRef={queryRef} />;
}

function Home({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { ledgerMismatchCount } = usePreloadedQuery<QueryType>(InternalHomeQuery, queryRef);
  useDocumentTitle('Staff');
  const sound = ledgerMismatchCount === 0;
  return (
    <div className={styles.page}>
      <h1>Staff overview</h1>
      <section aria-labelledby="soundness-heading" className={`card ${styles.panel}`}>
        <h2 id="soundness-heading">Ledger soundness</h2>
        <p className={sound ? 'alert alert-success' : 'alert alert-error'} role="status">
          {sound
            ? 'Sound: every account balance equals the sum of its entries.'
            : `${ledgerMismatchCount} ${ledgerMismatchCount === 1 ? 'account has a balance' : 'accounts have balances'} that differ from their entries. Escalate to engineering before any payout.`}
        </p>
      </section>
      <ul className={styles.tools}>
        <li><Link to="/internal/invoices">Invoices</Link> — every invoice, by payment status</li>
        <li><Link to="/internal/manager-ledger-charges">Manager ledger charges</Link> — charge a manager, pause or resume payouts</li>
        <li><Link to="/internal/resolution-cases">Resolution cases</Link> — every case, escalate, ban, resolve or close</li>
        <li><Link to="/internal/service-activities">Service activities</Link> — every booked service, check, pay, cancel or remove a vendor</li>
      </ul>
    </div>
  );
}
