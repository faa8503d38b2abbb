import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { InvoiceList_billing$key } from '../__generated__/InvoiceList_billing.graphql';
import { formatDate } from '../format';
import styles from './Billing.module.css';
import { formatDateTime, paymentStatusWords } from './billingWords';
import { StatusBadge } from './StatusBadge';

const fragment = graphql`
  fragment InvoiceList_billing on Billing {
    invoices(first: 24) {
      edges {
        node {
          id
          description
          amount { formatted }
          dueDate
          paymentStatus
          paidAt
          statusHistory { from to reason at }
        }
      }
    }
  }
`;

/** Every invoice, newest first, with its status history as a timeline and a receipt once paid. */
export function InvoiceList({ billing }: { billing: InvoiceList_billing$key }) {
  const { invoices } = useFragment(fragment, billing);
  return (
    <section aria-labelledby="invoices-heading" className={styles.section}>
      <h2 id="invoices-heading">Invoices</h2>
      {invoices.edges.length === 0 ? (
        <p className="muted">No invoices yet.</p>
      ) : (
        <ul className={styles.invoices}>
          {invoices.edges.map(({ node }) => (
            <li key={node.id} className={styles.invoice}>
              <div className={styles.invoiceRow}>
                <span className={styles.invoiceTitle}>{node.description}</span>
                <span className={styles.invoiceAmount}>{node.amount.formatted}</span>
              </div>
              <div className={styles.invoiceRow}>
                <span><StatusBadge status={node.paymentStatus} /> <span className="muted">due {formatDate(node.dueDate)}</span></span>
                {node.paymentStatus === 'SUCCESSFUL' && (
                  <Link to={`/billing/receipts/${encodeURIComponent(node.id)}`} aria-label={`Receipt for ${node.description}`}>Receipt</Link>
                )}
              </div>
              {node.statusHistory.length > 0 && (
                <details>
                  <summary>Status history</summary>
                  <ol className={styles.timeline}>
                    {node.statusHistory.map((change) => (
                      <li key={`${change.at}-${change.to}`}>
                        <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                        <span>{paymentStatusWords(change.to).label}</span>
                        {change.reason && <span className="muted">{change.reason}</span>}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
