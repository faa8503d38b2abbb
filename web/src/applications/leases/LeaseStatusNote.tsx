import { graphql, useFragment } from 'react-relay';
import type { LeaseStatusNote_lease$key } from '../../__generated__/LeaseStatusNote_lease.graphql';
import { formatDate } from '../../shared/format';
import styles from './Leases.module.css';

/** Where the lease stands, in the tenant's words: to sign, waiting for the landlord, or done. */
export function LeaseStatusNote({ lease }: { lease: LeaseStatusNote_lease$key }) {
  const l = useFragment(graphql`
    fragment LeaseStatusNote_lease on Lease {
      status
      tenantSignature { typedName signedAt }
      managerSignature { typedName signedAt }
    }
  `, lease);
  switch (l.status) {
    case 'PREPARED':
      return <p className={styles.note}>Read the whole lease below, then sign it at the end.</p>;
    case 'TENANT_SIGNED':
      return (
        <p role="status" className={`${styles.note} ${styles.waiting}`}>
          <strong>Waiting for your landlord to countersign.</strong> You signed as {l.tenantSignature?.typedName} on {formatDate(l.tenantSignature!.signedAt)}.
          Come back to this page to see when your landlord has signed too.
        </p>
      );
    case 'COUNTERSIGNED':
      return (
        <p role="status" className={`${styles.note} ${styles.done}`}>
          <strong>Fully signed.</strong> You signed on {formatDate(l.tenantSignature!.signedAt)} and your landlord,
          {' '}{l.managerSignature?.typedName}, on {formatDate(l.managerSignature!.signedAt)}. This lease is in force.
        </p>
      );
    default:
      return <p role="status" className={styles.note}><strong>This lease was voided.</strong> It can no longer be signed.</p>;
  }
}
