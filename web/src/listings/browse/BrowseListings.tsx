import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import type { CityPageInfo } from '../../../../common/regions';
import type { BrowseListingsQuery as BrowseListingsQueryType } from '../../__generated__/BrowseListingsQuery.graphql';
import { PageMeta } from '../../app/meta/PageMeta';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import styles from './Browse.module.css';
import { ListingFilters } from './ListingFilters';
import { ListingResults } from './ListingResults';
import { activeFilterCount, EMPTY_SEARCH, parseListingSearch, toSearchParams } from './listingSearch';

export const BrowseListingsQuery = graphql`
  query BrowseListingsQuery($filter: ListingFilter, $sort: ListingSort) {
    ...ListingResults_query @arguments(filter: $filter, sort: $sort)
  }
`;

/** /listings and the eight city pages (spec §2): the same screen, pre-filtered by city. */
export function BrowseListings({ cityPage }: { cityPage?: CityPageInfo }) {
  const queryRef = useLoaderData() as PreloadedQuery<BrowseListingsQueryType>;
  useDisposeOnReplace(queryRef);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = parseListingSearch(params);
  const isFiltered = activeFilterCount(search) > 0;
  const clearFilters = () => setParams(toSearchParams({ ...EMPTY_SEARCH, sort: search.sort }));

  return (
    <div className="page">
      <PageMeta
        title={cityPage ? `Rooms for rent in ${cityPage.title}, ${cityPage.state}` : 'Rooms for rent in shared homes'}
        description={cityPage
          ? `Furnished rooms in shared homes across ${cityPage.cities.join(' and ')}, ${cityPage.state}: compare bedrooms, rent with utilities included and move-in dates, then apply online.`
          : 'Browse rooms in shared homes: filter by city, budget, move-in date and pets, compare each bedroom and apply online.'}
        canonicalPath={cityPage ? `/listings/${cityPage.slug}` : '/listings'}
      />
      <header className={styles.intro}>
        <h1>{cityPage ? `Rooms for rent in ${cityPage.title}, ${cityPage.state}` : 'Find your room in a shared home'}</h1>
        <p className={styles.lede}>
          {cityPage && cityPage.cities.length > 1
            ? `Rooms in shared homes across ${cityPage.cities.join(' and ')}, each with its own lease.`
            : 'Rent one bedroom, share the rest. Every room has its own lease, and utilities are on one bill.'}
        </p>
      </header>
      <ListingFilters search={search} cityPage={cityPage ?? null} onClear={clearFilters} />
      {/* Keyed by city and filters: a change shows the delayed indicator, not stale homes. */}
      <Suspense key={`${pathname}?${params.toString()}`} fallback={<LazyIndicator label="Finding homes…" />}>
        <Results queryRef={queryRef} isFiltered={isFiltered} onClearFilters={clearFilters} />
      </Suspense>
    </div>
  );
}

function Results({ queryRef, ...props }: { queryRef: PreloadedQuery<BrowseListingsQueryType>; isFiltered: boolean; onClearFilters: () => void }) {
  const query = usePreloadedQuery<BrowseListingsQueryType>(BrowseListingsQuery, queryRef);
  return <ListingResults query={query} {...props} />;
}
