import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PayInvoiceCard_invoice$key } from '../__generated__/PayInvoiceCard_invoice.graphql';
import { formatDate } from '../shared/format';
import { AddSourceForm, type TestMethod } from './AddSourceForm';
import styles from './Billing.module.css';
import { invoiceDateWords, sourceLabel } from './billingWords';
import { newIdempotencyKey } from '../shared/idempotencyKey';
import { StatusBadge } from './StatusBadge';
import { usePayInvoiceMutation } from './usePayInvoiceMutation';
import { useRefetchBilling } from './useRefetchBilling';

const fragment = graphql`
  fragment PayInvoiceCard_invoice on Invoice {
    id
    description
    amount { formatted }
    ifPaidByCard { cardFee { cents formatted } total { formatted } }
    dueDate
    paymentStatus
    viewerCanPay
    attemptsMade
    maxAttempts
    nextAttemptAt
    lastFailure { message }
    building { title }
  }
`;

export interface SavedSource {
  readonly id: string;
  readonly kind: string;
  readonly brand: string;
  readonly last4: string;
  readonly isAutopay: boolean;
}

const ADD_NEW = '__new__';
const FAILED = new Set(['FAILED_ATTEMPTS_REMAINING', 'FAILED_NO_ATTEMPTS_REMAINING', 'INCOMPLETE_MANDATE_ERROR']);

/** One invoice that is due: amount, due date, status, and paying it with a chosen source. */
export function PayInvoiceCard({ invoice, sources, testMethods, onPaid }: {
  invoice: PayInvoiceCard_invoice$key;
  sources: readonly SavedSource[];
  testMethods: readonly TestMethod[];
  onPaid(invoice: { id: string; description: string }): void;
}) {
  const data = useFragment(fragment, invoice);
  const refetch = useRefetchBilling();
  const [pay, paying] = usePayInvoiceMutation();
  const autopay = sources.find((s) => s.isAutopay) ?? sources[0];
  // null: the default (autopay, else the first saved source), which follows sources added elsewhere on the page.
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Kept while a click's answer is unknown (network failure), so "Try again" reuses it.
  const pendingKey = useRef<string | null>(null);
  const selectId = useId();
  const failureId = useId();

  // A source chosen before a refetch may be gone; fall back to the default.
  const sourceId = chosen !== null && (chosen === ADD_NEW || sources.some((s) => s.id === chosen)) ? chosen : (autopay?.id ?? ADD_NEW);
  const addingSource = sourceId === ADD_NEW;
  const feeId = useId();
  // The card fee is the tenant's to see before paying: the button says what the card is charged.
  const byCard = sources.find((s) => s.id === sourceId)?.kind === 'CARD' && (data.ifPaidByCard?.cardFee.cents ?? 0) > 0
    ? data.ifPaidByCard : null;
  const failure = error ?? (FAILED.has(data.paymentStatus) ? data.lastFailure?.message ?? null : null);

  const onPay = () => {
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    setError(null);
    pay({ invoiceId: data.id, paymentSourceId: sourceId, idempotencyKey }, {
      onDone: (result) => {
        pendingKey.current = null;
        if (result.paid) onPaid({ id: data.id, description: data.description });
        else if (result.failure) setError(result.failure);
        void refetch();
      },
      onUserErrors: (errors) => {
        pendingKey.current = null;
        setError(errors.map((e) => e.message).join(' '));
      },
      onFailure: () => setError("We couldn't reach Hearth, so we don't know if the payment went through. Try again: you won't be charged twice."),
    });
  };

  return (
    <article className={`card ${styles.dueCard}`} aria-label={`${data.description}, ${data.amount.formatted}`}>
      <div className={styles.dueTop}>
        <div>
          <h3 className={styles.dueTitle}>{data.description}</h3>
          {data.building && <p className="muted">{data.building.title}</p>}
        </div>
        <p className={styles.dueAmount}>{data.amount.formatted}</p>
      </div>
      <p className={styles.dueMeta}>
        <StatusBadge status={data.paymentStatus} /> <span>{invoiceDateWords(data)}</span>
        {data.paymentStatus === 'FAILED_ATTEMPTS_REMAINING' && data.nextAttemptAt && (
          <span className="muted">Next try {formatDate(data.nextAttemptAt)} (attempt {data.attemptsMade + 1} of {data.maxAttempts})</span>
        )}
      </p>
      {data.viewerCanPay && (
        <>
          <div className="field">
            <label className="field-label" htmlFor={selectId}>Pay with</label>
            <select id={selectId} className="input" value={sourceId} onChange={(e) => setChosen(e.target.value)}>
              {sources.map((s) => (
                <option key={s.id} value={s.id}>{sourceLabel(s)}{s.isAutopay ? ' (autopay)' : ''}</option>
              ))}
              <option value={ADD_NEW}>Add a card or bank account…</option>
            </select>
          </div>
          {addingSource ? (
            <AddSourceForm testMethods={testMethods} onAdded={(id) => { void refetch().then(() => setChosen(id)); }} />
          ) : (
            <div className={styles.payRow}>
              <button type="button" className="btn btn-primary" onClick={onPay} disabled={paying}
                aria-describedby={[byCard ? feeId : '', failure ? failureId : ''].join(' ').trim() || undefined}>
                {paying ? 'Paying…' : pendingKey.current ? 'Try again' : `Pay ${(byCard?.total ?? data.amount).formatted}`}
              </button>
              {byCard && (
                <p id={feeId} className={`muted ${styles.small}`}>
                  {data.amount.formatted} + {byCard.cardFee.formatted} card fee. A bank account adds no fee.
                </p>
              )}
              {failure && <p id={failureId} className={styles.failure} role="alert">{failure}</p>}
            </div>
          )}
        </>
      )}
    </article>
  );
}
