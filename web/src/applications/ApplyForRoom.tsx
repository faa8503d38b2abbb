import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ApplyForRoomQuery as ApplyForRoomQueryType } from '../__generated__/ApplyForRoomQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { ListingNotFound } from '../listings/listing/ListingDetail';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { promoCodeParam } from '../shared/promoCodeParam';
import { ApplicationForm } from './apply/ApplicationForm';
import styles from './Applications.module.css';

export const ApplyForRoomQuery = graphql`
  query ApplyForRoomQuery($databaseId: String!) {
    viewer {
      isGuest
    }
    listing(databaseId: $databaseId) {
      databaseId
      title
      address { city state }
      ...ApplicationForm_building
    }
  }
`;

/** /listings/id/:id/apply; `?bedroom=<id>` preselects a room. `null` loader data means the id is malformed. */
export function ApplyForRoom() {
  const queryRef = useLoaderData() as PreloadedQuery<ApplyForRoomQueryType> | null;
  return queryRef ? <LoadedApplyForRoom queryRef={queryRef} /> : <ListingNotFound />;
}

function LoadedApplyForRoom({ queryRef }: { queryRef: PreloadedQuery<ApplyForRoomQueryType> }) {
  useDisposeOnReplace(queryRef);
  const { viewer, listing } = usePreloadedQuery<ApplyForRoomQueryType>(ApplyForRoomQuery, queryRef);
  const [search] = useSearchParams();
  useDocumentTitle(listing ? `Apply: ${listing.title}` : 'Home not found');
  if (!listing) return <ListingNotFound />;
  const here = `/listings/id/${listing.databaseId}/apply${search.size ? `?${search}` : ''}`;
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to apply for a room" returnTo={here}>
        <p>Create an account or log in, then pick your room and dates. It takes a few minutes.</p>
      </SignInPrompt>
    );
  }
  return (
    <div className={`page ${styles.applyPage}`}>
      <p className={styles.kicker}>
        <Link to={`/listings/id/${listing.databaseId}`}>{listing.title}</Link> · {listing.address.city}, {listing.address.state}
      </p>
      <h1>Apply for a room</h1>
      <p className="muted">Choose your room and dates. After you apply we walk you through screening and a few short steps.</p>
      <ApplicationForm building={listing} preselectedBedroom={search.get('bedroom')} presetPromoCode={promoCodeParam(search)} />
    </div>
  );
}
