import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { LedgerEntries_viewer$key } from '../../__generated__/LedgerEntries_viewer.graphql';
import type { LedgerEntriesPaginationQuery } from '../../__generated__/LedgerEntriesPaginationQuery.graphql';
import { LEDGER_ITEM_TYPES } from '../../../../common/money';
import { humanize } from '../billingWords';
import { LoadMore } from '../../shared/components/LoadMore';
import { enumLabel, formatDateTime, formatMonth } from '../../shared/format';
import table from '../../shared/components/DataTable.module.css';

// A page at a time: the gateway's cost limit multiplies a literal `first` by the
// entry's fields, and a long ledger need not load at once.
const fragment = graphql`
  fragment LedgerEntries_viewer on Viewer
  @refetchable(queryName: "LedgerEntriesPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    buildingId: { type: "ID" }
    tenantUserId: { type: "ID" }
    ledgerItemType: { type: "LedgerItemType" }
    month: { type: "String" }
  ) {
    billing {
      ledger {
        entries(first: $count, after: $cursor, buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month)
          @connection(key: "LedgerEntries_entries", filters: ["buildingId", "tenantUserId", "ledgerItemType", "month"]) {
          edges {
            node {
              id
              kind
              ledgerItemType
              amount { cents formatted }
              description
              periodMonth
              building { title }
              counterparty { userId firstName }
              createdAt
            }
          }
        }
      }
    }
  }
`;

export type LedgerTenant = { id: string; name: string };

/** Ledger lines, newest first as the server sends them; a table that scrolls sideways on phones. */
export function LedgerEntries({ viewer, filtered, children }: {
  viewer: LedgerEntries_viewer$key;
  filtered: boolean;
  /** The filter bar, given the tenants seen in the loaded entries (there is no separate tenant list). */
  children(tenants: LedgerTenant[]): ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LedgerEntriesPaginationQuery, LedgerEntries_viewer$key>(fragment, viewer);
  const edges = data.billing?.ledger.entries.edges ?? [];
  const tenants = new Map<string, string>();
  for (const { node } of edges) if (node.counterparty) tenants.set(node.counterparty.userId, node.counterparty.firstName);
  return (
    <>
      {children([...tenants].map(([id, name]) => ({ id, name })))}
      {edges.length === 0 ? (
        <p className="muted">{filtered ? 'No entries match these filters.' : 'No entries yet. Your share of the rent and fees your tenants pay shows here once they pay; deposits stay with Hearth.'}</p>
      ) : (
        <div className={table.scroll} role="region" aria-label="Ledger entries" tabIndex={0}>
          <table className={`${table.table} ${table.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Date</th><th scope="col">Kind</th><th scope="col">Type</th><th scope="col">Description</th>
                <th scope="col">Home</th><th scope="col">Tenant</th><th scope="col">Month</th><th scope="col" className={table.num}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <tr key={node.id}>
                  <td data-label="Date">{formatDateTime(node.createdAt)}</td>
                  <td data-label="Kind">{humanize(node.kind)}</td>
                  <td data-label="Type">{enumLabel(node.ledgerItemType, LEDGER_ITEM_TYPES)}</td>
                  <td data-label="Description">{node.description}</td>
                  <td data-label="Home">{node.building?.title ?? '—'}</td>
                  <td data-label="Tenant">{node.counterparty?.firstName ?? '—'}</td>
                  <td data-label="Month">{formatMonth(node.periodMonth)}</td>
                  <td data-label="Amount" className={`${table.num} ${node.amount.cents < 0 ? table.negative : ''}`}>{node.amount.formatted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(25)} label="Show more entries" />
    </>
  );
}
