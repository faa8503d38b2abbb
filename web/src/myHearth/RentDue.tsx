import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { RentDue_billing$key } from '../__generated__/RentDue_billing.graphql';
import { formatDate, todayIso } from '../shared/format';
import styles from './MyHearth.module.css';

// The same fields /billing shows (Billing.due with each invoice's amount, and the
// schedule's amount due), so both screens always say the same figure.
const fragment = graphql`
  fragment RentDue_billing on Billing {
    due { id description amount { formatted } dueDate }
    schedule { dueDate amountDue { cents formatted } }
    paymentSources { kind brand last4 isAutopay }
  }
`;

/** What is due next and whether autopay will pay it; paying is on /billing. */
export function RentDue({ billing }: { billing: RentDue_billing$key }) {
  const data = useFragment(fragment, billing);
  const next = data.due[0];
  const today = todayIso();
  const upcoming = data.schedule.find((item) => item.dueDate >= today && item.amountDue.cents > 0);
  const autopay = data.paymentSources.find((s) => s.isAutopay);
  return (
    <section aria-labelledby="rent-heading" className={`card ${styles.card}`}>
      <h2 id="rent-heading">Rent and payments</h2>
      {next ? (
        <div className={styles.nextDue} role="group" aria-label="Next payment due">
          <p className={styles.dueWhat}>{next.description}</p>
          <p className={styles.dueAmount}>{next.amount.formatted}</p>
          <p className="muted">Due {formatDate(next.dueDate)}{data.due.length > 1 ? ` · ${data.due.length - 1} more due` : ''}</p>
        </div>
      ) : (
        <p>Nothing is due right now.{upcoming ? <> Next rent: <strong>{upcoming.amountDue.formatted}</strong> on {formatDate(upcoming.dueDate)}.</> : ''}</p>
      )}
      <p className={autopay ? styles.ok : undefined}>
        {autopay
          ? `Autopay is on with ${autopay.kind === 'CARD' ? autopay.brand : 'bank account'} ••${autopay.last4}.`
          : 'Autopay is off: turn it on so rent is paid on its due date.'}
      </p>
      <Link className="btn" to="/billing">{next ? 'Pay on Billing' : 'Open Billing'}</Link>
    </section>
  );
}
