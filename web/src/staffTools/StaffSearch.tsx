import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { StaffSearchQuery as QueryType } from '../__generated__/StaffSearchQuery.graphql';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import layout from '../app/internal/Internal.module.css';
import styles from './StaffTools.module.css';
import { groupByKind, searchQueryOf } from './searchWords';

export const StaffSearchQuery = graphql`
  query StaffSearchQuery($query: String!, $first: Int) {
    globalSearch(query: $query, first: $first) { kind databaseId title subtitle rank url }
  }
`;

/** /internal/search?q=: what the header box found, grouped by kind, best first. */
export function StaffSearch() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  const [params] = useSearchParams();
  const q = searchQueryOf(params);
  useDocumentTitle(q ? `“${q}” · Search · Staff` : 'Search · Staff');
  return (
    <div className={layout.page}>
      <h1>Search</h1>
      {queryRef && q ? <Results queryRef={queryRef} q={q} /> : (
        <p className="muted">Type a name, an email or part of one, an address, an id (123 or #123) or a Stripe invoice id in the box above.</p>
      )}
    </div>
  );
}

function Results({ queryRef, q }: { queryRef: PreloadedQuery<QueryType>; q: string }) {
  useDisposeOnReplace(queryRef);
  const { globalSearch } = usePreloadedQuery<QueryType>(StaffSearchQuery, queryRef);
  if (globalSearch.length === 0) return <p role="status">Nothing matches “{q}”. Try part of a word, an email or an id.</p>;
  return (
    <>
      <p role="status" className="muted">{globalSearch.length === 1 ? '1 result' : `${globalSearch.length} results`} for “{q}”, best first.</p>
      {groupByKind(globalSearch).map((group) => (
        <section key={group.kind} className={styles.group} aria-labelledby={`group-${group.kind}`}>
          <h2 id={`group-${group.kind}`} className={styles.groupHeading}>{group.heading}</h2>
          <ul className={styles.results}>
            {group.items.map((hit) => (
              <li key={`${hit.kind}-${hit.databaseId}`} className={styles.result}>
                <Link to={hit.url} className={styles.resultTitle}>{hit.title}</Link>
                <span className={styles.resultMeta}>#{hit.databaseId}{hit.subtitle ? ` · ${hit.subtitle}` : ''}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
