import { useId } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { StaffResolutionCasesPaginationQuery } from '../../__generated__/StaffResolutionCasesPaginationQuery.graphql';
import type { StaffResolutionCasesQuery as QueryType } from '../../__generated__/StaffResolutionCasesQuery.graphql';
import type { StaffResolutionCases_viewer$key } from '../../__generated__/StaffResolutionCases_viewer.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import table from '../../shared/components/DataTable.module.css';
import { LoadMore } from '../../shared/components/LoadMore';
import { formatDateTime } from '../../shared/format';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import styles from '../../app/internal/Internal.module.css';
import { actionRequiredByLabel, CASE_STATUS_OPTIONS, parseCaseStatusFilter } from './caseWords';
import own from './StaffResolution.module.css';

export const StaffResolutionCasesQuery = graphql`
  query StaffResolutionCasesQuery($status: ResolutionCaseStatus) {
    viewer { ...StaffResolutionCases_viewer @arguments(status: $status) }
  }
`;

const fragment = graphql`
  fragment StaffResolutionCases_viewer on Viewer
  @refetchable(queryName: "StaffResolutionCasesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, status: { type: "ResolutionCaseStatus" }) {
    resolutionCases(first: $count, after: $cursor, status: $status) @connection(key: "StaffResolutionCases_resolutionCases", filters: ["status"]) {
      edges {
        node {
          id
          databaseId
          kindLabel
          statusLabel
          buildingName
          bedroomName
          tenant { firstName }
          actionRequiredBy
          escalation
          ban
          createdAt
        }
      }
    }
  }
`;

/** /internal/resolution-cases: every case, newest first, filtered by status (kept in the URL). */
export function StaffResolutionCases() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Cases queryRef={queryRef} /> : null;
}

function Cases({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(StaffResolutionCasesQuery, queryRef);
  useDocumentTitle('Resolution cases · Staff');
  const [params, setParams] = useSearchParams();
  const status = parseCaseStatusFilter(params);
  const id = useId();
  return (
    <div className={styles.page}>
      <h1>Resolution cases</h1>
      <div className={`field ${styles.filter}`}>
        <label className="field-label" htmlFor={id}>Status</label>
        <select id={id} className="input" value={status ?? ''} onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}>
          <option value="">All statuses</option>
          {CASE_STATUS_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <CaseTable viewer={viewer} filtered={status !== null} />
    </div>
  );
}

function CaseTable({ viewer, filtered }: { viewer: StaffResolutionCases_viewer$key; filtered: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StaffResolutionCasesPaginationQuery, StaffResolutionCases_viewer$key>(fragment, viewer);
  const edges = data.resolutionCases.edges;
  if (edges.length === 0) return <p className="muted">{filtered ? 'No cases with this status.' : 'No resolution cases yet.'}</p>;
  return (
    <>
      <div className={table.scroll} role="region" aria-label="Resolution cases" tabIndex={0}>
        <table className={`${table.table} ${table.stacked}`}>
          <thead>
            <tr><th scope="col">#</th><th scope="col">Kind</th><th scope="col">Home</th><th scope="col">Tenant</th><th scope="col">Status</th><th scope="col">Must act next</th><th scope="col">Flags</th><th scope="col">Opened</th></tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id}>
                <td data-label="#" className={own.nowrap}><Link to={`/internal/resolution-cases/${node.databaseId}`}>Case {node.databaseId}</Link></td>
                <td data-label="Kind">{node.kindLabel}</td>
                <td data-label="Home"><span>{node.buildingName}{node.bedroomName && <span className="muted"> · {node.bedroomName}</span>}</span></td>
                <td data-label="Tenant">{node.tenant.firstName}</td>
                <td data-label="Status">{node.statusLabel}</td>
                <td data-label="Must act next">{actionRequiredByLabel(node.actionRequiredBy)}</td>
                <td data-label="Flags"><CaseFlags escalated={node.escalation === 'ESCALATED'} banned={node.ban === 'BANNED'} /></td>
                <td data-label="Opened">{formatDateTime(node.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(25)} label="Load more cases" />
    </>
  );
}

export function CaseFlags({ escalated, banned }: { escalated: boolean; banned: boolean }) {
  if (!escalated && !banned) return <span className="muted">—</span>;
  return (
    <span className={own.flags}>
      {escalated && <span className={`${own.flag} ${own.escalated}`}>Escalated</span>}
      {banned && <span className={`${own.flag} ${own.banned}`}>Banned</span>}
    </span>
  );
}
