import { useCallback } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { SavedListings_viewer$key } from '../__generated__/SavedListings_viewer.graphql';
import type { SavedListingsQuery as SavedListingsQueryType } from '../__generated__/SavedListingsQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ListingCard } from './ListingCard';
import gridStyles from './ListingGrid.module.css';
import { LoadMore } from '../shared/components/LoadMore';
import { MessagePage } from '../shared/components/MessagePage';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../app/relay/routeQuery';

export const SavedListingsQuery = graphql`
  query SavedListingsQuery {
    viewer {
      isGuest
      ...SavedListings_viewer
    }
  }
`;

/** /saved-listings: the homes the viewer saved, most recent first. */
export function SavedListings() {
  const queryRef = useLoaderData() as PreloadedQuery<SavedListingsQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<SavedListingsQueryType>(SavedListingsQuery, queryRef);
  useDocumentTitle('Saved homes');
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Keep track of homes you love" returnTo="/saved-listings">
        <p>Log in to see the homes you saved, on any device.</p>
      </SignInPrompt>
    );
  }
  return (
    <div className="page">
      <h1>Saved homes</h1>
      <SavedList viewer={viewer} />
    </div>
  );
}

function SavedList({ viewer }: { viewer: SavedListings_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SavedListings_viewer on Viewer
      @refetchable(queryName: "SavedListingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        savedListings(first: $count, after: $cursor) @connection(key: "SavedListings_savedListings") {
          edges {
            node {
              id
              ...ListingCard_building
            }
          }
        }
      }
    `,
    viewer,
  );
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(12);
  }, [hasNext, isLoadingNext, loadNext]);

  if (data.savedListings.edges.length === 0) {
    return (
      <MessagePage headingLevel={2} icon="heart" title="No saved homes yet" actions={<Link className="btn btn-primary" to="/listings">Browse homes</Link>}>
        <p>Tap Save on any home to keep it here while you compare rooms.</p>
      </MessagePage>
    );
  }
  return (
    <>
      <p className="muted">Homes you saved, most recent first.</p>
      <ul className={gridStyles.grid}>
        {data.savedListings.edges.map((edge) => (
          <li key={edge.node.id}>
            <ListingCard building={edge.node} />
          </li>
        ))}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Load more saved homes" />
    </>
  );
}
