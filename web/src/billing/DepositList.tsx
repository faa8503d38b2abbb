import { graphql, useFragment } from 'react-relay';
import type { DepositList_billing$key } from '../__generated__/DepositList_billing.graphql';
import styles from './Billing.module.css';
import { depositStatusWords, humanize } from './billingWords';

const fragment = graphql`
  fragment DepositList_billing on Billing {
    deposits {
      id
      building { title }
      amount { formatted }
      status
      deductions { category amount { formatted } description }
      returnedAmount { formatted }
    }
  }
`;

/** Security deposit: how much, where it is (spec §4 status in words), and what was kept and why. */
export function DepositList({ billing }: { billing: DepositList_billing$key }) {
  const { deposits } = useFragment(fragment, billing);
  return (
    <section aria-labelledby="deposit-heading" className={styles.section}>
      <h2 id="deposit-heading">Security deposit</h2>
      {deposits.length === 0 ? (
        <p className="muted">No security deposit.</p>
      ) : (
        <ul className={styles.invoices}>
          {deposits.map((d) => (
            <li key={d.id} className={styles.invoice}>
              <div className={styles.invoiceRow}>
                <span className={styles.invoiceTitle}>{d.building?.title ?? 'Deposit'}</span>
                <span className={styles.invoiceAmount}>{d.amount.formatted}</span>
              </div>
              <p>{depositStatusWords(d.status)}{d.returnedAmount && <> · {d.returnedAmount.formatted} returned</>}</p>
              {d.deductions.length > 0 && (
                <ul className={styles.small}>
                  {d.deductions.map((x, i) => <li key={i}>{humanize(x.category)}: {x.amount.formatted} — {x.description}</li>)}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
