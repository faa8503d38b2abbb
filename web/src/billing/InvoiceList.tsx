import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { InvoiceListPaginationQuery } from '../__generated__/InvoiceListPaginationQuery.graphql';
import type { InvoiceList_viewer$key } from '../__generated__/InvoiceList_viewer.graphql';
import { LoadMore } from '../shared/components/LoadMore';
import { formatDateTime } from '../shared/format';
import styles from './Billing.module.css';
import { invoiceDateWords, paidWords, paymentStatusWords } from './billingWords';
import { StatusBadge } from './StatusBadge';

// Billing has no id, so the list pages through the viewer.
const fragment = graphql`
  fragment InvoiceList_viewer on Viewer
  @refetchable(queryName: "InvoiceListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
    billing {
      invoices(first: $count, after: $cursor) @connection(key: "InvoiceList_invoices", filters: []) {
        edges {
          node {
            id
            description
            amount { formatted }
            dueDate
            paymentStatus
            paidAt
            payment { invoiceAmount { formatted } cardFee { cents formatted } total { formatted } paidWith { kind brand last4 } }
            statusHistory { from to reason at }
          }
        }
      }
    }
  }
`;

/** Every invoice, newest first, with its status history as a timeline and a receipt once paid. */
export function InvoiceList({ viewer }: { viewer: InvoiceList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<InvoiceListPaginationQuery, InvoiceList_viewer$key>(fragment, viewer);
  const edges = data.billing?.invoices.edges ?? [];
  return (
    <section aria-labelledby="invoices-heading" className={styles.section}>
      <h2 id="invoices-heading">Invoices</h2>
      {edges.length === 0 ? (
        <p className="muted">No invoices yet.</p>
      ) : (
        <ul className={styles.invoices}>
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.invoice}>
              <div className={styles.invoiceRow}>
                <span className={styles.invoiceTitle}>{node.description}</span>
                <span className={styles.invoiceAmount}>{node.amount.formatted}</span>
              </div>
              <div className={styles.invoiceRow}>
                <span><StatusBadge status={node.paymentStatus} /> <span className="muted">{invoiceDateWords(node)}</span></span>
                {node.paymentStatus === 'SUCCESSFUL' && (
                  <Link to={`/billing/receipts/${encodeURIComponent(node.id)}`} aria-label={`Receipt for ${node.description}`}>Receipt</Link>
                )}
              </div>
              {node.payment && <p className={styles.small}>{paidWords(node.payment)}</p>}
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
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(12)} label="Show older invoices" />
    </section>
  );
}
