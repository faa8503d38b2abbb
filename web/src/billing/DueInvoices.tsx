import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DueInvoices_billing$key } from '../__generated__/DueInvoices_billing.graphql';
import styles from './Billing.module.css';
import { PayInvoiceCard } from './PayInvoiceCard';

const fragment = graphql`
  fragment DueInvoices_billing on Billing {
    due {
      id
      ...PayInvoiceCard_invoice
    }
    paymentSources { id kind brand last4 isAutopay mandateStatus }
    testPaymentMethods { label value kind outcome }
  }
`;

/** "What is due and when", each with its own pay button, soonest first (the server's order). */
export function DueInvoices({ billing }: { billing: DueInvoices_billing$key }) {
  const data = useFragment(fragment, billing);
  // The paid invoice leaves `due` after the refetch: the confirmation lives here, not on its card.
  const [paid, setPaid] = useState<{ id: string; description: string } | null>(null);
  return (
    <section aria-labelledby="due-heading" className={styles.section}>
      <h2 id="due-heading">Due now</h2>
      {paid && (
        <p className="alert alert-success" role="status">
          Payment received for {paid.description}. <Link to={`/billing/receipts/${encodeURIComponent(paid.id)}`}>View receipt</Link>
        </p>
      )}
      {data.due.length === 0 ? (
        <p className="muted">Nothing is due. Your next rent shows here a few days before it is due.</p>
      ) : (
        <ul className={styles.cards}>
          {data.due.map((invoice) => (
            <li key={invoice.id}>
              <PayInvoiceCard invoice={invoice} sources={data.paymentSources} testMethods={data.testPaymentMethods} onPaid={setPaid} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
