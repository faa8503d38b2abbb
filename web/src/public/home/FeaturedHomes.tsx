import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { FeaturedHomesQuery as QueryType } from '../../__generated__/FeaturedHomesQuery.graphql';
import { ListingCard } from '../../listings/ListingCard';
import gridStyles from '../../listings/ListingGrid.module.css';
import styles from './Home.module.css';

/** As many homes as the home page shows: the first ones /listings shows, in the same order. */
export const FEATURED_COUNT = 3;

const query = graphql`
  query FeaturedHomesQuery($count: Int!) {
    listings(first: $count, sort: RECOMMENDED) {
      edges {
        node {
          id
          ...ListingCard_building
        }
      }
    }
  }
`;

/** The first homes of /listings (same sort, same card): render inside Suspense, with FeaturedHomesSkeleton as the fallback. */
export function FeaturedHomes() {
  const { listings } = useLazyLoadQuery<QueryType>(query, { count: FEATURED_COUNT }, { fetchPolicy: 'store-or-network' });
  if (listings.edges.length === 0) {
    return (
      <div className={styles.empty}>
        <p>
          <strong>No homes are listed right now.</strong> New rooms are added every week; homeowners can{' '}
          <Link to="/list">list a home</Link> today.
        </p>
      </div>
    );
  }
  return (
    <ul className={gridStyles.grid} aria-label="Featured homes">
      {listings.edges.map((edge, index) => (
        <li key={edge.node.id}>
          <ListingCard building={edge.node} eagerPhoto={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the featured homes load. */
export function FeaturedHomesSkeleton() {
  return (
    <ul className={gridStyles.grid} aria-busy="true" aria-label="Loading featured homes">
      {Array.from({ length: FEATURED_COUNT }, (_, i) => (
        <li key={i} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.skeletonPhoto} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}
