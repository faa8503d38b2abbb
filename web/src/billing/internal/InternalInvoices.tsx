import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { InternalInvoicesQuery as QueryType } from '../../__generated__/InternalInvoicesQuery.graphql';
import { PAYMENT_STATUSES } from '../../../../common/money';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { paymentStatusWords } from '../billingWords';
import { StatusBadge } from '../StatusBadge';
import { formatDate } from '../../shared/format';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import table from '../../shared/components/DataTable.module.css';
import styles from '../../app/internal/Internal.module.css';
import { parseStatusFilter } from './invoiceFilter';

export const InternalInvoicesQuery = graphql`
  query InternalInvoicesQuery($status: PaymentStatus) {
    internalInvoices(first: 50, status: $status) {
      edges {
        node {
          id
          databaseId
          description
          building { title }
          amount { formatted }
          dueDate
          paymentStatus
          attemptsMade
          maxAttempts
          lastFailure { message }
        }
      }
    }
  }
`;

/** /internal/invoices: every invoice, filtered by payment status (kept in the URL). */
export function InternalInvoices() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Invoices queryRef={queryRef} /> : null;
}

function Invoices({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { internalInvoices } = usePreloadedQuery<QueryType>(InternalInvoicesQuery, queryRef);
  useDocumentTitle('Invoices · Staff');
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params);
  const id = useId();
  return (
    <div className={styles.page}>
      <h1>Invoices</h1>
      <div className={`field ${styles.filter}`}>
        <label className="field-label" htmlFor={id}>Payment status</label>
        <select id={id} className="input" value={status ?? ''} onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}>
          <option value="">All statuses</option>
          {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{paymentStatusWords(s).label}</option>)}
        </select>
      </div>
      {internalInvoices.edges.length === 0 ? (
        <p className="muted">{status ? 'No invoices with this status.' : 'No invoices yet.'}</p>
      ) : (
        <div className={table.scroll} role="region" aria-label="Invoices" tabIndex={0}>
          <table className={`${table.table} ${table.stacked}`}>
            <thead>
              <tr><th scope="col">#</th><th scope="col">Description</th><th scope="col">Home</th><th scope="col">Due</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col" className={table.num}>Amount</th></tr>
            </thead>
            <tbody>
              {internalInvoices.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td data-label="#">{node.databaseId}</td>
                  <td data-label="Description">{node.description}{node.lastFailure && <div className="field-error">{node.lastFailure.message}</div>}</td>
                  <td data-label="Home">{node.building?.title ?? '—'}</td>
                  <td data-label="Due" className={table.date}>{formatDate(node.dueDate)}</td>
                  <td data-label="Status"><StatusBadge status={node.paymentStatus} /></td>
                  <td data-label="Attempts">{node.attemptsMade} of {node.maxAttempts}</td>
                  <td data-label="Amount" className={table.num}>{node.amount.formatted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
