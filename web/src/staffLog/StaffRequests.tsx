import { useId, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { StaffRequestsQuery as QueryType } from '../__generated__/StaffRequestsQuery.graphql';
import styles from '../app/internal/Internal.module.css';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import table from '../shared/components/DataTable.module.css';
import { formatDateTime } from '../shared/format';
import own from './StaffLog.module.css';
import { METHODS, parseRequestFilter, STATUS_CLASSES } from './requestFilters';

export const StaffRequestsQuery = graphql`
  query StaffRequestsQuery($filter: BackendRequestFilter) {
    backendRequests(filter: $filter, first: 100) {
      edges {
        node {
          id method path route status durationMs occurredAt userId userEmail userRole
          impersonatorEmail tokenType currentWebsitePage requestId
        }
      }
      pageInfo { hasNextPage }
    }
  }
`;

/** /internal/requests: the request log (docs/request-log.md), filtered by what is in the address. */
export function StaffRequests() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Requests queryRef={queryRef} /> : null;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  const filter = parseRequestFilter(params);
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['path', 'user', 'status', 'method']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    if (form.get('impersonated')) next.set('impersonated', '1');
    setParams(next);
  };
  return (
    <form className={own.filters} role="search" aria-label="Filter requests" onSubmit={apply} key={params.toString()}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-path`}>Path starts with</label>
        <input id={`${id}-path`} name="path" className="input" placeholder="/v20/lifecycles" defaultValue={filter.pathPrefix ?? ''} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-user`}>User id</label>
        <input id={`${id}-user`} name="user" className="input" inputMode="numeric" defaultValue={filter.userId ?? ''} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="status" className="input" defaultValue={filter.statusClass ?? ''}>
          <option value="">Any status</option>
          {STATUS_CLASSES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-method`}>Method</label>
        <select id={`${id}-method`} name="method" className="input" defaultValue={filter.method ?? ''}>
          <option value="">Any method</option>
          {METHODS.map((m) => <option key={m} value={m}>{m}</option>)}
        </select>
      </div>
      <label className={own.check}>
        <input type="checkbox" name="impersonated" defaultChecked={filter.impersonatedOnly === true} /> Impersonated only
      </label>
      <button type="submit" className="btn btn-primary">Filter</button>
    </form>
  );
}

function Requests({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { backendRequests } = usePreloadedQuery<QueryType>(StaffRequestsQuery, queryRef);
  useDocumentTitle('Requests · Staff');
  const rows = backendRequests.edges;
  return (
    <div className={styles.page}>
      <h1>Requests</h1>
      <p className="muted">Every call to the v20 api, newest first. Bodies, headers, tokens and query strings are never recorded.</p>
      <Filters />
      {rows.length === 0 ? (
        <p className="muted">No requests match these filters.</p>
      ) : (
        // Nine columns do not fit a phone: the table scrolls sideways in its own region.
        <div className={table.scroll} role="region" aria-label="Requests" tabIndex={0}>
          <table className={`${table.table} ${own.logTable}`}>
            <thead>
              <tr>
                <th scope="col">Time</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col" className={table.num}>Status</th>
                <th scope="col">User</th><th scope="col">Role</th><th scope="col">Impersonator</th><th scope="col">Page</th><th scope="col">Request id</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <tr key={node.id}>
                  <td className={own.nowrap}>{formatDateTime(node.occurredAt)}</td>
                  <td>{node.method}</td>
                  <td className={own.code} title={node.route ?? undefined}>{node.path}</td>
                  <td className={table.num}>{node.status} <span className="muted">{node.durationMs} ms</span></td>
                  <td>{node.userEmail ?? (node.userId ? `#${node.userId}` : <span className="muted">{node.tokenType ?? 'anonymous'}</span>)}</td>
                  <td>{node.userRole ?? '—'}</td>
                  <td>{node.impersonatorEmail ?? '—'}</td>
                  <td className={own.code}>{node.currentWebsitePage ?? '—'}</td>
                  <td className={own.code}>{node.requestId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {backendRequests.pageInfo.hasNextPage && <p className="muted">Showing the newest 100. Narrow the filters to see older requests.</p>}
    </div>
  );
}
