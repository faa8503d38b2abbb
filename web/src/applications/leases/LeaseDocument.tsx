import { graphql, useFragment } from 'react-relay';
import type { LeaseDocument_lease$key } from '../../__generated__/LeaseDocument_lease.graphql';
import { formatDate } from '../../shared/format';
import styles from './Leases.module.css';

/** The lease's key terms at a glance, then its whole text, exactly as signed. */
export function LeaseDocument({ lease }: { lease: LeaseDocument_lease$key }) {
  const l = useFragment(graphql`
    fragment LeaseDocument_lease on Lease {
      text
      versionName
      securityDeposit { formatted }
      term { startDate endDate }
      rent {
        base { formatted }
        utilities { formatted }
        platformFee { formatted }
        total { formatted }
      }
    }
  `, lease);
  return (
    <>
      <h2 className={styles.versionName}>{l.versionName}</h2>
      <dl className={styles.terms} aria-label="Key terms">
        <div><dt>Move in</dt><dd>{formatDate(l.term.startDate)}</dd></div>
        <div><dt>Move out</dt><dd>{formatDate(l.term.endDate)}</dd></div>
        <div><dt>Base rent</dt><dd>{l.rent.base.formatted}/mo</dd></div>
        <div><dt>Utilities</dt><dd>{l.rent.utilities.formatted}/mo</dd></div>
        <div><dt>Platform fee</dt><dd>{l.rent.platformFee.formatted}/mo</dd></div>
        <div><dt>Total rent</dt><dd><strong>{l.rent.total.formatted}/mo</strong></dd></div>
        <div><dt>Security deposit</dt><dd>{l.securityDeposit.formatted}, due on move-in</dd></div>
      </dl>
      <section className={styles.text} aria-label="Lease text">
        {l.text}
      </section>
    </>
  );
}
