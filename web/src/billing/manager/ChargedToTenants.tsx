import { graphql, useFragment } from 'react-relay';
import type { ChargedToTenants_billing$key } from '../../__generated__/ChargedToTenants_billing.graphql';
import { StatusBadge } from '../StatusBadge';
import { invoiceDateWords } from '../billingWords';
import styles from './ManagerLedger.module.css';

/**
 * Recent invoices of the manager's homes (rent, deposits, fees such as an early
 * termination fee agreed in the resolution center). The entries above are the
 * manager's own account, where a tenant's charge shows only once it is paid; this
 * list shows it the day it is charged.
 */
export function ChargedToTenants({ billing }: { billing: ChargedToTenants_billing$key }) {
  const { invoices } = useFragment(graphql`
    fragment ChargedToTenants_billing on Billing {
      invoices(first: 10) {
        edges { node { id description tenantFirstName amount { formatted } building { title } dueDate paidAt paymentStatus } }
      }
    }
  `, billing);
  return (
    <section aria-labelledby="charged-heading" className={styles.section}>
      {/* Not "tenants" in the heading: it names the region, and the entries' Tenant filter is found by that word. */}
      <h2 id="charged-heading">Invoices of your homes</h2>
      <p className="muted">What your tenants are charged (rent, deposits, fees), from the day it is charged, paid or not.</p>
      {invoices.edges.length === 0 ? (
        <p className="muted">No invoices yet. Rent and fees charged to tenants of your homes show here.</p>
      ) : (
        <ul className={styles.charges} aria-label="Recent invoices of your homes">
          {invoices.edges.map(({ node: i }) => (
            <li key={i.id}>
              <span className={styles.chargeWhat}>
                <strong>{i.description}</strong>
                <span className="muted">{i.tenantFirstName} · {i.building?.title ? `${i.building.title} · ` : ''}{invoiceDateWords(i, true)}</span>
              </span>
              <span className={styles.chargeAmount}><strong>{i.amount.formatted}</strong><StatusBadge status={i.paymentStatus} /></span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
