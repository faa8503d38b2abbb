import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentMethods_billing$key } from '../__generated__/PaymentMethods_billing.graphql';
import { AddSourceForm } from './AddSourceForm';
import styles from './Billing.module.css';
import { sourceLabel } from './billingWords';
import { useRefetchBilling } from './useRefetchBilling';
import { useSetAutopaySourceMutation } from './useSetAutopaySourceMutation';

const fragment = graphql`
  fragment PaymentMethods_billing on Billing {
    paymentSources { id kind brand last4 isAutopay mandateStatus }
    testPaymentMethods { label value kind outcome }
  }
`;

/** Saved cards and bank accounts, and which one autopay charges on the due date. */
export function PaymentMethods({ billing }: { billing: PaymentMethods_billing$key }) {
  const data = useFragment(fragment, billing);
  const refetch = useRefetchBilling();
  const [setAutopay, saving] = useSetAutopaySourceMutation();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const selectId = useId();
  const autopay = data.paymentSources.find((s) => s.isAutopay);

  const onAutopay = (paymentSourceId: string) => {
    setMessage(null);
    setAutopay({ paymentSourceId }, {
      onDone: () => { void refetch(); setMessage({ ok: true, text: 'Autopay updated.' }); },
      onUserErrors: (errors) => setMessage({ ok: false, text: errors.map((e) => e.message).join(' ') }),
      onFailure: () => setMessage({ ok: false, text: 'Autopay was not changed. Check your connection and try again.' }),
    });
  };

  return (
    <section aria-labelledby="methods-heading" className={styles.section}>
      <h2 id="methods-heading">Payment methods</h2>
      {data.paymentSources.length === 0 ? (
        <p className="muted">No saved payment methods yet.</p>
      ) : (
        <>
          <ul className={styles.sources}>
            {data.paymentSources.map((s) => (
              <li key={s.id}>
                {sourceLabel(s)}
                {s.isAutopay && <span className={`${styles.badge} ${styles['tone-success']}`}>Autopay</span>}
                {s.mandateStatus === 'MISSING' && <span className={`${styles.badge} ${styles['tone-danger']}`}>Needs bank authorization</span>}
              </li>
            ))}
          </ul>
          <div className="field">
            <label className="field-label" htmlFor={selectId}>Autopay pays rent on the due date with</label>
            <select id={selectId} className="input" value={autopay?.id ?? ''} disabled={saving}
              aria-invalid={message && !message.ok ? true : undefined} aria-describedby={message ? `${selectId}-msg` : undefined}
              onChange={(e) => e.target.value && onAutopay(e.target.value)}>
              {!autopay && <option value="">Autopay off — choose a method</option>}
              {data.paymentSources.map((s) => <option key={s.id} value={s.id}>{sourceLabel(s)}</option>)}
            </select>
            {message && <p id={`${selectId}-msg`} className={message.ok ? 'field-hint' : 'field-error'} role="status">{message.text}</p>}
          </div>
        </>
      )}
      {adding ? (
        <AddSourceForm testMethods={data.testPaymentMethods} onAdded={() => { setAdding(false); void refetch(); }} />
      ) : (
        <button type="button" className="btn" onClick={() => setAdding(true)}>Add a payment method</button>
      )}
    </section>
  );
}
