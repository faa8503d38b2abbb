import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { StaffFormSubmissionsQuery as QueryType } from '../__generated__/StaffFormSubmissionsQuery.graphql';
import styles from '../app/internal/Internal.module.css';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import table from '../shared/components/DataTable.module.css';
import { formatDateTime } from '../shared/format';
import own from './StaffLog.module.css';
import { FORM_KINDS, formLabel, parseFormFilter } from './formWords';

export const StaffFormSubmissionsQuery = graphql`
  query StaffFormSubmissionsQuery($filter: FormSubmissionFilter) {
    formSubmissions(filter: $filter, first: 100) {
      edges { node { id databaseId form email submittedAt handled fields { name value } } }
      pageInfo { hasNextPage }
    }
  }
`;

/** /internal/form-submissions: forms sent from the public site; open ones first by default. */
export function StaffFormSubmissions() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Submissions queryRef={queryRef} /> : null;
}

function Submissions({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { formSubmissions } = usePreloadedQuery<QueryType>(StaffFormSubmissionsQuery, queryRef);
  useDocumentTitle('Form submissions · Staff');
  const [params, setParams] = useSearchParams();
  const filter = parseFormFilter(params);
  const id = useId();
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const state = filter.handled === null ? 'all' : filter.handled ? 'handled' : '';
  return (
    <div className={styles.page}>
      <h1>Form submissions</h1>
      <div className={own.filters}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-form`}>Form</label>
          <select id={`${id}-form`} className="input" value={filter.form ?? ''} onChange={(e) => change('form', e.target.value)}>
            <option value="">All forms</option>
            {FORM_KINDS.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-state`}>Show</label>
          <select id={`${id}-state`} className="input" value={state} onChange={(e) => change('state', e.target.value)}>
            <option value="">Open</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </select>
        </div>
      </div>
      {formSubmissions.edges.length === 0 ? (
        <p className="muted">{filter.handled === false ? 'Nothing waiting: every submission is handled.' : 'No submissions here.'}</p>
      ) : (
        <div className={table.scroll} role="region" aria-label="Form submissions" tabIndex={0}>
          <table className={`${table.table} ${table.stacked}`}>
            <thead>
              <tr><th scope="col">Sent</th><th scope="col">Form</th><th scope="col">From</th><th scope="col">First answer</th><th scope="col">State</th></tr>
            </thead>
            <tbody>
              {formSubmissions.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td data-label="Sent" className={own.nowrap}>{formatDateTime(node.submittedAt)}</td>
                  <td data-label="Form"><Link to={`/internal/form-submissions/${node.databaseId}`}>{formLabel(node.form)} #{node.databaseId}</Link></td>
                  <td data-label="From">{node.email}</td>
                  <td data-label="First answer">{node.fields[0]?.value ?? '—'}</td>
                  <td data-label="State">{node.handled ? 'Handled' : 'Open'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
