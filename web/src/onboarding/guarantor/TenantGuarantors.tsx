import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { TenantGuarantors_viewer$key } from '../../__generated__/TenantGuarantors_viewer.graphql';
import styles from './Guarantor.module.css';
import { GuarantorConnectionItem } from './GuarantorConnectionItem';
import { tenantWords } from './guarantorStatus';
import { InviteGuarantorForm } from './InviteGuarantorForm';

/** /guarantor for a tenant: the guarantors they invited, an invite form, and anyone they guarantee. */
export function TenantGuarantors({ viewer }: { viewer: TenantGuarantors_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TenantGuarantors_viewer on Viewer {
        guarantorConnections {
          id
          ...GuarantorConnectionItem_connection
        }
        guarantorConnectionsAsGuarantor {
          id
          databaseId
          tenantFirstName
          homeCity
          status
        }
        ...InviteGuarantorForm_viewer
      }
    `,
    viewer,
  );
  return (
    <div className={`page ${styles.page}`}>
      <h1>Guarantor</h1>
      <p className="muted">
        A guarantor agrees to cover your rent if you cannot. Homeowners may ask for one when your income or credit history is short.
      </p>

      {/* Someone's own steps as a guarantor come first: they are waiting on this viewer. */}
      {data.guarantorConnectionsAsGuarantor.length > 0 && (
        <section aria-labelledby="you-guarantee" className={styles.section}>
          <h2 id="you-guarantee">People you guarantee</h2>
          <ul className={styles.list}>
            {data.guarantorConnectionsAsGuarantor.map((c) => (
              <li key={c.id} className={`card ${styles.item}`}>
                <p>
                  <strong>{tenantWords(c.tenantFirstName).Name}</strong>, applying in {c.homeCity}
                </p>
                <Link to={`/guarantor-complete?connection_id=${c.databaseId}`}>
                  {c.status === 'COMPLETED' ? 'See your guarantor steps' : 'Continue your guarantor steps'}
                  <span className="visually-hidden"> for {tenantWords(c.tenantFirstName).name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="your-guarantors" className={styles.section}>
        <h2 id="your-guarantors">Your guarantors</h2>
        {data.guarantorConnections.length === 0 ? (
          <p className="muted">You have not invited a guarantor yet.</p>
        ) : (
          <ul className={styles.list}>
            {data.guarantorConnections.map((c) => <GuarantorConnectionItem key={c.id} connection={c} />)}
          </ul>
        )}
      </section>

      <section aria-labelledby="invite-guarantor" className={styles.section}>
        <h2 id="invite-guarantor">Invite a guarantor</h2>
        <InviteGuarantorForm viewer={data} />
      </section>

    </div>
  );
}
