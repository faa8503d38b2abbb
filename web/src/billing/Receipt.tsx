import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ReceiptQuery as QueryType } from '../__generated__/ReceiptQuery.graphql';
import { NotFound } from '../app/NotFound';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { formatDate, formatDateTime, formatMonth } from '../shared/format';
import styles from './Billing.module.css';
import { humanize, sourceLabel } from './billingWords';

export const ReceiptQuery = graphql`
  query ReceiptQuery($id: ID!) {
    invoice(id: $id) {
      id
      databaseId
      stripeInvoiceId
      description
      chargeType
      periodMonth
      dueDate
      paidAt
      paymentStatus
      payment { invoiceAmount { formatted } cardFee { cents formatted } total { formatted } paidWith { kind brand last4 } }
      building { title }
    }
  }
`;

/** /billing/receipts/:id — a printable receipt; only paid invoices have one. */
export function Receipt() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <ReceiptScreen queryRef={queryRef} /> : <NotFound />;
}

function ReceiptScreen({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { invoice } = usePreloadedQuery<QueryType>(ReceiptQuery, queryRef);
  useDocumentTitle(invoice ? `Receipt: ${invoice.description}` : 'Receipt');
  if (!invoice || invoice.paymentStatus !== 'SUCCESSFUL' || !invoice.paidAt || !invoice.payment) return <NotFound />;
  const { payment } = invoice;
  return (
    <div className={`page ${styles.receiptPage}`}>
      <p className={styles.noPrint}><Link to="/billing">← Billing</Link></p>
      <article className={`card ${styles.receipt}`} aria-labelledby="receipt-heading">
        <h1 id="receipt-heading">Receipt</h1>
        <p className="muted">Hearth · Invoice #{invoice.databaseId}{invoice.stripeInvoiceId ? ` · ${invoice.stripeInvoiceId}` : ''}</p>
        <dl className={styles.receiptFacts}>
          <div><dt>For</dt><dd>{invoice.description}</dd></div>
          {invoice.building && <div><dt>Home</dt><dd>{invoice.building.title}</dd></div>}
          <div><dt>Type</dt><dd>{humanize(invoice.chargeType)}</dd></div>
          {invoice.periodMonth && <div><dt>Period</dt><dd>{formatMonth(invoice.periodMonth)}</dd></div>}
          <div><dt>Due</dt><dd>{formatDate(invoice.dueDate)}</dd></div>
          <div><dt>Paid</dt><dd>{formatDateTime(invoice.paidAt)}</dd></div>
          {payment.paidWith && <div><dt>Paid with</dt><dd>{sourceLabel(payment.paidWith)}</dd></div>}
          {/* What the tenant was charged, split: the invoice, then the card fee paying by card added (docs/money.md). */}
          <div><dt>Invoice amount</dt><dd>{payment.invoiceAmount.formatted}</dd></div>
          {payment.cardFee.cents > 0 && <div><dt>Card fee</dt><dd>{payment.cardFee.formatted}</dd></div>}
          <div className={styles.receiptTotal}><dt>Total paid</dt><dd>{payment.total.formatted}</dd></div>
        </dl>
      </article>
      <p className={styles.noPrint}>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>Print receipt</button>
      </p>
    </div>
  );
}
