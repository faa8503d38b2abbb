import { useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ListingResults_query$key } from '../../__generated__/ListingResults_query.graphql';
import { ListingCard } from '../ListingCard';
import gridStyles from '../ListingGrid.module.css';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';

const PAGE_SIZE = 12;

export function ListingResults({ query, onClearFilters, isFiltered }: { query: ListingResults_query$key; onClearFilters: () => void; isFiltered: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ListingResults_query on Query
      @refetchable(queryName: "ListingResultsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        filter: { type: "ListingFilter" }
        sort: { type: "ListingSort", defaultValue: RECOMMENDED }
      ) {
        listings(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "ListingResults_listings") {
          edges {
            node {
              id
              ...ListingCard_building
            }
          }
        }
      }
    `,
    query,
  );

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);

  const edges = data.listings.edges;
  if (edges.length === 0) {
    return (
      <MessagePage
        headingLevel={2}
        icon="search"
        title={isFiltered ? 'No homes match your filters' : 'No homes listed here yet'}
        actions={isFiltered ? <button type="button" className="btn btn-primary" onClick={onClearFilters}>Clear filters</button> : undefined}
      >
        <p>{isFiltered ? 'Try a wider budget, a later move-in date or fewer bedrooms.' : 'New homes are added every week. Check back soon.'}</p>
      </MessagePage>
    );
  }

  return (
    <>
      <h2 className="visually-hidden">Homes</h2>
      <ul className={gridStyles.grid}>
        {edges.map((edge, index) => (
          <li key={edge.node.id}>
            <ListingCard building={edge.node} eagerPhoto={index < 3} />
          </li>
        ))}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Load more homes" />
    </>
  );
}
