import { BRAND_NAME } from '../../../../common/brand';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ListingDetailQuery as ListingDetailQueryType, ListingDetailQuery$data } from '../../__generated__/ListingDetailQuery.graphql';
import { useHttpStatus } from '../../app/meta/HttpStatus';
import { PageMeta } from '../../app/meta/PageMeta';
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
      # For the page's schema.org data (listingJsonLd): each room on offer.
      bedrooms {
        databaseId
        name
        availableFrom
        rent { totalRent { cents } }
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
  // An invite link's code (/my-hearth#promote-listing) goes on to the apply form.
  const promo = promoCodeParam(useSearchParams()[0]);
  if (!listing) return <ListingNotFound />;
  const { min, max } = listing.priceRange ?? {};
  const kind = PROPERTY_TYPE_LABELS[listing.propertyType] ?? 'Home';

  return (
    <div className="page">
      <PageMeta
        title={`${listing.title}, ${listing.address.city}`}
        description={listingDescription(listing, kind, min?.formatted ?? null)}
        canonicalPath={`/listings/id/${listing.databaseId}`}
        jsonLd={listingJsonLd(listing)}
      />
      <PhotoGallery building={listing} />
      <div className={styles.columns}>
        <header className={styles.header}>
          <p className={styles.kicker}>{kind} in {listing.address.city}</p>
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

type Listing = NonNullable<ListingDetailQuery$data['listing']>;

/** One or two sentences for search results and link previews: what, where, from how much. */
function listingDescription(listing: Listing, kind: string, fromPrice: string | null): string {
  const rooms = `${plural(listing.numBedrooms, 'bedroom')} ${kind.toLowerCase()} in ${listing.address.city}, ${listing.address.state}`;
  const price = fromPrice ? `, rooms from ${fromPrice} a month with utilities included` : '';
  return `Rent a room in a shared ${rooms}${price}. Each bedroom has its own lease; apply online.`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org data for search engines: the home (an Accommodation, also a Product so it
 * may carry offers) with its town and number of rooms, and an offer per bedroom: its
 * total monthly rent in US dollars and the first day it is free.
 */
export function listingJsonLd(listing: Listing): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Accommodation', 'Product'],
    name: listing.title,
    ...(listing.description ? { description: listing.description } : {}),
    numberOfRooms: listing.numBedrooms,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address.street,
      addressLocality: listing.address.city,
      addressRegion: listing.address.state,
      postalCode: listing.address.zip,
      addressCountry: 'US',
    },
    offers: listing.bedrooms.map((room) => ({
      '@type': 'Offer',
      name: room.name,
      sku: room.databaseId,
      price: dollars(room.rent.totalRent.cents),
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: dollars(room.rent.totalRent.cents),
        priceCurrency: 'USD',
        unitCode: 'MON',
        unitText: 'month',
      },
      availabilityStarts: room.availableFrom,
      availability: 'https://schema.org/InStock',
    })),
  };
}

export function ListingNotFound() {
  useHttpStatus(404);
  return (
    <div className="page">
      <PageMeta title="Home not found" description={`This home is not listed on ${BRAND_NAME} any more. Browse the rooms available in shared homes now.`} />
      <MessagePage title="This home isn't available" icon="search" actions={<Link className="btn btn-primary" to="/listings">Browse available homes</Link>}>
        <p>It may have been rented out or taken off Hearth, or the link may be mistyped.</p>
      </MessagePage>
    </div>
  );
}
