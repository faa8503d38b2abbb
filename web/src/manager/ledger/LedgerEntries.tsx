import { graphql, useFragment } from 'react-relay';
import type { LedgerEntries_entries$key } from '../../__generated__/LedgerEntries_entries.graphql';
import { LEDGER_ITEM_TYPES } from '../../../../common/money';
import { formatDateTime, formatMonth, humanize } from '../../billing/billingWords';
import { enumLabel } from '../../format';
import styles from './ManagerLedger.module.css';

const fragment = graphql`
  fragment LedgerEntries_entries on LedgerEntryConnection {
    edges {
      node {
        id
        kind
        ledgerItemType
        amount { cents formatted }
        description
        periodMonth
        building { title }
        counterparty { firstName }
        createdAt
      }
    }
  }
`;

/** Ledger lines, newest first as the server sends them; a table that scrolls sideways on phones. */
export function LedgerEntries({ entries, filtered }: { entries: LedgerEntries_entries$key; filtered: boolean }) {
  const { edges } = useFragment(fragment, entries);
  if (edges.length === 0) {
    return <p className="muted">{filtered ? 'No entries match these filters.' : 'No entries yet. Rent your tenants pay shows here.'}</p>;
  }
  return (
    <div className={styles.tableScroll} role="region" aria-label="Ledger entries" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Date</th><th scope="col">Kind</th><th scope="col">Type</th><th scope="col">Description</th>
            <th scope="col">Home</th><th scope="col">Tenant</th><th scope="col">Month</th><th scope="col" className={styles.num}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.id}>
              <td>{formatDateTime(node.createdAt)}</td>
              <td>{humanize(node.kind)}</td>
              <td>{enumLabel(node.ledgerItemType, LEDGER_ITEM_TYPES)}</td>
              <td>{node.description}</td>
              <td>{node.building?.title ?? '—'}</td>
              <td>{node.counterparty?.firstName ?? '—'}</td>
              <td>{formatMonth(node.periodMonth)}</td>
              <td className={`${styles.num} ${node.amount.cents < 0 ? styles.negative : ''}`}>{node.amount.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
