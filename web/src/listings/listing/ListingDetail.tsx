import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ListingDetailQuery as ListingDetailQueryType } from '../../__generated__/ListingDetailQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CompatibilityCard } from '../../shared/components/CompatibilityCard';
import { MessagePage } from '../../shared/components/MessagePage';
import { availabilityLabel, bathroomLabel, plural } from '../../shared/format';
import { promoCodeParam, withPromoCode } from '../../shared/promoCodeParam';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { BathroomList } from './BathroomList';
import { BedroomList } from './BedroomList';
import { HomeFeatures } from './HomeFeatures';
import styles from './ListingDetail.module.css';
import { PROPERTY_TYPE_LABELS } from './labels';
import { PhotoGallery } from './PhotoGallery';
import { SaveListingButton } from './SaveListingButton';

export const ListingDetailQuery = graphql`
  query ListingDetailQuery($databaseId: String!) {
    viewer {
      isGuest
    }
    listing(databaseId: $databaseId) {
      databaseId
      title
      description
      propertyType
      address { street city state zip }
      numBedrooms
      bathroomCount
      earliestAvailableDate
      priceRange {
        min { formatted }
        max { formatted }
      }
      ...PhotoGallery_building
      ...SaveListingButton_building
      ...BedroomList_building
      ...BathroomList_building
      ...HomeFeatures_building
      ...CompatibilityCard_building
    }
  }
`;

/** /listings/id/:id: one home and its rooms. `null` loader data means the id is malformed. */
export function ListingDetail() {
  const queryRef = useLoaderData() as PreloadedQuery<ListingDetailQueryType> | null;
  return queryRef ? <LoadedListing queryRef={queryRef} /> : <ListingNotFound />;
}

function LoadedListing({ queryRef }: { queryRef: PreloadedQuery<ListingDetailQueryType> }) {
  useDisposeOnReplace(queryRef);
  const { listing, viewer } = usePreloadedQuery<ListingDetailQueryType>(ListingDetailQuery, queryRef);
  useDocumentTitle(listing?.title ?? 'Home not found');
  // An invite link's code (/my-hearth#promote-listing) goes on to the apply form.
  const promo = promoCodeParam(useSearchParams()[0]);
  if (!listing) return <ListingNotFound />;
  const { min, max } = listing.priceRange ?? {};

  return (
    <div className="page">
      <PhotoGallery building={listing} />
      <div className={styles.columns}>
        <header className={styles.header}>
          <p className={styles.kicker}>{PROPERTY_TYPE_LABELS[listing.propertyType] ?? 'Home'} in {listing.address.city}</p>
          <h1>{listing.title}</h1>
          <p className="muted">{listing.address.street}, {listing.address.city}, {listing.address.state} {listing.address.zip}</p>
          <p className={styles.facts}>{plural(listing.numBedrooms, 'bedroom')} · {bathroomLabel(listing.bathroomCount)}</p>
        </header>
        {/* Second in reading order, so on a phone price and actions come before the details. */}
        <aside className={`card ${styles.summary}`} aria-label="Price and availability">
          <p className={styles.priceRange}>
            {min && max ? (min.formatted === max.formatted ? <strong>{min.formatted}</strong> : <><strong>{min.formatted}</strong> – <strong>{max.formatted}</strong></>) : 'Price on request'}
            {min && <span className={styles.perMonth}>per month, by bedroom</span>}
          </p>
          <p className={styles.available}>{availabilityLabel(listing.earliestAvailableDate)}</p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to={`/listings/id/${listing.databaseId}/apply${withPromoCode(promo, '?')}`}>Apply for a room</Link>
            <SaveListingButton building={listing} isGuest={viewer.isGuest} />
          </div>
          <p className={styles.note}>Rent includes utilities and the platform fee; see each bedroom for the breakdown.</p>
        </aside>
        <div className={styles.details}>
          {listing.description && <p className={styles.description}>{listing.description}</p>}
          <CompatibilityCard building={listing} />
          <BedroomList building={listing} />
          <BathroomList building={listing} />
          <HomeFeatures building={listing} />
        </div>
      </div>
    </div>
  );
}

export function ListingNotFound() {
  useDocumentTitle('Home not found');
  return (
    <div className="page">
      <MessagePage title="This home isn't available" icon="search" actions={<Link className="btn btn-primary" to="/listings">Browse available homes</Link>}>
        <p>It may have been rented out or taken off Hearth, or the link may be mistyped.</p>
      </MessagePage>
    </div>
  );
}
