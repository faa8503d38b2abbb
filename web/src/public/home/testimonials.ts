// What renters and homeowners say about Hearth: one list, shown in part on the
// home page and in full on /testimonials (testimonials.test.ts keeps them in step).
import { BRAND_NAME } from '../../../../common/brand';

export interface Testimonial {
  /** Stable key, also the anchor on /testimonials (`/testimonials#<id>`). */
  id: string;
  quote: string;
  name: string;
  /** Who they are to Hearth, e.g. "Renter in Durham". */
  role: string;
  kind: 'renter' | 'homeowner';
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'aisha-durham',
    quote:
      'I moved to Durham for a hospital contract and had two weeks to find somewhere. I applied for a room on a Sunday, finished screening that evening and signed the lease on my phone by Wednesday. My rent includes the internet and power, so there was nothing to set up.',
    name: 'Aisha',
    role: 'Renter in Durham',
    kind: 'renter',
  },
  {
    id: 'marcus-atlanta',
    quote:
      'Having my own lease is the whole point. When one of my housemates left early, my rent did not change and nobody asked me to cover their room. A new housemate was screened and moved in a month later.',
    name: 'Marcus',
    role: 'Renter in Atlanta',
    kind: 'renter',
  },
  {
    id: 'linda-charlotte',
    quote:
      'I was renting my four-bedroom house to one family for less than my mortgage and taxes. Rented room by room it covers both, and I do not chase anyone for rent: it arrives every month with a statement I can give my accountant.',
    name: 'Linda',
    role: 'Homeowner in Charlotte',
    kind: 'homeowner',
  },
  {
    id: 'sofia-austin',
    quote:
      'The listing told me which bathroom was mine, which utilities were included and the exact date the room was free. What I saw on the visit matched the photos. That has not happened to me before with a room rental.',
    name: 'Sofia',
    role: 'Renter in Austin',
    kind: 'renter',
  },
  {
    id: 'james-raleigh',
    quote:
      'Repairs were my worry. Now a tenant reports a leak with a photo, I book a plumber from the same ticket, and everyone sees when they are coming. I spend an hour a month on a home that used to take my weekends.',
    name: 'James',
    role: 'Homeowner in Raleigh',
    kind: 'homeowner',
  },
  {
    id: 'priya-dallas',
    quote:
      `I could not get an apartment on my own without a US credit history. ${BRAND_NAME} let my uncle sign as my guarantor and finish his part online, and I had a room near my office the same month.`,
    name: 'Priya',
    role: 'Renter in Dallas',
    kind: 'renter',
  },
];

/** The three shown on the home page: two renters and a homeowner, taken from the list above. */
export const HOME_PAGE_TESTIMONIALS: readonly Testimonial[] = ['aisha-durham', 'marcus-atlanta', 'linda-charlotte'].map((id) => {
  const testimonial = TESTIMONIALS.find((t) => t.id === id);
  if (!testimonial) throw new Error(`No testimonial "${id}"`);
  return testimonial;
});
