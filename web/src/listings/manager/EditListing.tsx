import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { EditListing_building$key } from '../../__generated__/EditListing_building.graphql';
import type { EditListingQuery as QueryType } from '../../__generated__/EditListingQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { BathroomsSection } from './BathroomsSection';
import { BedroomsSection } from './BedroomsSection';
import { reportTo } from './callbacks';
import { CoManagersSection } from './CoManagersSection';
import { SOMETHING_WENT_WRONG } from './formErrors';
import { HomeForm, homeInput } from './HomeForm';
import styles from './ListingEditor.module.css';
import { ListingStatusSection } from './ListingStatusSection';
import { ParkingSection } from './ParkingSection';
import { PhotosSection } from './PhotosSection';
import { PricingSection } from './PricingSection';
import { useGenerateBuildingDescriptionMutation } from './useGenerateBuildingDescriptionMutation';
import { useUpdateBuildingMutation } from './useUpdateBuildingMutation';

export const EditListingQuery = graphql`
  query EditListingQuery($databaseId: String!) {
    listing(databaseId: $databaseId) { management { status } ...EditListing_building }
  }
`;

/** /manager/listings/:id: everything about one of the manager's homes, section by section. */
export function EditListing() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  if (!queryRef) return <NotYours />;
  return <EditListingScreen queryRef={queryRef} />;
}

function EditListingScreen({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { listing } = usePreloadedQuery<QueryType>(EditListingQuery, queryRef);
  // Only the home's manager gets `management`: anyone else learns nothing more than a guest.
  if (!listing?.management) return <NotYours />;
  return <Editor building={listing} />;
}

function NotYours() {
  useDocumentTitle('Home not found');
  return <MessagePage title="Home not found" actions={<Link className="btn" to="/manager/listings">Back to your listings</Link>}><p>This is not one of your homes.</p></MessagePage>;
}

function Editor({ building }: { building: EditListing_building$key }) {
  const home = useFragment(graphql`
    fragment EditListing_building on Building {
      id databaseId title description propertyType cityPage homeAmenities storageTypes petOptions utilitiesIncluded
      address { street city state zip }
      ...ListingStatusSection_building ...PhotosSection_building ...BedroomsSection_building
      ...BathroomsSection_building ...ParkingSection_building ...PricingSection_building ...CoManagersSection_building
    }
  `, building);
  useDocumentTitle(`Edit ${home.title}`);
  const [update, saving] = useUpdateBuildingMutation();
  const [generate, generating] = useGenerateBuildingDescriptionMutation();
  const [suggested, setSuggested] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const initial = {
    title: home.title, description: home.description, propertyType: home.propertyType, cityPage: home.cityPage ?? '',
    street: home.address.street, city: home.address.city, state: home.address.state, zip: home.address.zip,
    homeAmenities: [...home.homeAmenities], storageTypes: [...home.storageTypes], petOptions: [...home.petOptions], utilitiesIncluded: [...home.utilitiesIncluded],
  };
  return (
    <div className={`page ${styles.page}`}>
      <p><Link to="/manager/listings">← Your listings</Link></p>
      <h1>{home.title}</h1>
      {/* Inspections, photos, tours and cleanings from the marketplace (services/manager). */}
      <p><Link className="btn btn-quiet" to={`/manager/service/book?home=${home.databaseId}`}>Book a service for this home</Link></p>
      <ListingStatusSection building={home} />
      <section className={styles.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <button type="button" className="btn btn-quiet" disabled={generating}
          onClick={() => generate({ buildingId: home.id }, {
            onDone: (r) => { setSuggested(r.description ?? null); setMessage({ text: 'We wrote a description from your home\'s details below. Read it, change what you like, and save.', error: false }); },
            onUserErrors: (e) => setMessage({ text: e.map((x) => x.message).join(' '), error: true }),
            onFailure: () => setMessage({ text: SOMETHING_WENT_WRONG, error: true }),
          })}>
          {generating ? 'Writing…' : 'Write a description for me'}
        </button>
        {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
        <HomeForm key={suggested ?? 'form'} initial={suggested ? { ...initial, description: suggested } : initial} submitLabel="Save details" busy={saving}
          save={(values, onUserErrors) => update({ buildingId: home.id, ...homeInput(values) }, { ...reportTo(setMessage, 'Details saved.'), onUserErrors })} />
      </section>
      <PhotosSection building={home} />
      <BedroomsSection building={home} />
      <BathroomsSection building={home} />
      <ParkingSection building={home} />
      <PricingSection building={home} />
      <CoManagersSection building={home} />
    </div>
  );
}
