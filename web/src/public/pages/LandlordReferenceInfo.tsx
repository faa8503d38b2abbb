import { LANDLORD_REFERENCE } from './content/reference';
import { ContentPage } from './ContentPage';

/** /landlord-reference-form without a token: what the form is and how to get a working link. */
export function LandlordReferenceInfo() {
  return <ContentPage page={LANDLORD_REFERENCE} />;
}
