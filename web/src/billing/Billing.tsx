import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { BillingQuery as QueryType } from '../__generated__/BillingQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../shared/components/MessagePage';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import styles from './Billing.module.css';
import { DepositList } from './DepositList';
import { DueInvoices } from './DueInvoices';
import { InvoiceList } from './InvoiceList';
import { PaymentMethods } from './PaymentMethods';
import { ScheduleTable } from './ScheduleTable';

export const BillingQuery = graphql`
  query BillingQuery {
    viewer {
      ...InvoiceList_viewer
      billing {
        ledger { balance { cents formatted } }
        ...DueInvoices_billing
        ...PaymentMethods_billing
        ...ScheduleTable_billing
        ...DepositList_billing
      }
    }
  }
`;

/**
 * /billing (tenant): what is due and paying it first, then how it is paid
 * (saved sources, autopay), then the record (invoices, schedule, deposit).
 */
export function Billing() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(BillingQuery, queryRef);
  useDocumentTitle('Billing');
  if (!viewer.billing) {
    return (
      <div className="page">
        <MessagePage title="Sign in to see your billing" actions={<Link className="btn btn-primary" to="/login?next=/billing">Sign in</Link>} />
      </div>
    );
  }
  const { billing } = viewer;
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>Billing</h1>
        <p className={styles.balance}>
          {billing.ledger.balance.cents > 0 ? 'You owe' : 'Balance'} <strong>{billing.ledger.balance.formatted}</strong>
        </p>
      </header>
      <DueInvoices billing={billing} />
      <PaymentMethods billing={billing} />
      <InvoiceList viewer={viewer} />
      <ScheduleTable billing={billing} />
      <DepositList billing={billing} />
      <section aria-labelledby="insurance-heading" className={styles.section}>
        <h2 id="insurance-heading">Renters insurance</h2>
        <p>Protect your belongings and cover your liability for the length of your lease, or show your manager the policy you already have.</p>
        <Link className="btn" to="/billing/renters-insurance">Renters insurance</Link>
      </section>
    </div>
  );
}
