// Words for the enum values a renter reads on the listing page.
export const BATHROOM_TYPE_LABELS: Record<string, string> = {
  FULL: 'Full bath',
  THREE_QUARTER: 'Three-quarter bath',
  HALF_SHOWER: 'Half bath with shower',
  HALF_TUB: 'Half bath with tub',
  HALF_TOILET: 'Half bath (toilet and sink)',
};

export const BATHROOM_RELATION_LABELS: Record<string, string> = {
  ATTACHED: 'private, attached to a bedroom',
  JACK_JILL: 'Jack-and-Jill, between two bedrooms',
  WALKTHROUGH: 'walk-through',
  NON_ATTACHED: 'shared, off the hallway',
};

export const PARKING_ACCESS_LABELS: Record<string, string> = {
  NONE_REQUIRED: 'no pass needed',
  PASS_REQUIRED: 'parking pass required',
  CODE_REQUIRED: 'gate code required',
};

export const WASHER_DRYER_LABELS: Record<string, string> = {
  IN_UNIT: 'Washer and dryer in the home',
  ON_PREMISE: 'Washer and dryer on the premises',
  FREE: 'free',
  COIN_OPERATED: 'coin-operated',
};

export const PROPERTY_TYPE_LABELS: Record<string, string> = {
  SFR: 'Single-family home',
  TOWNHOME: 'Townhome',
  APARTMENT: 'Apartment',
  CONDO: 'Condo',
  DUPLEX: 'Duplex',
  TRIPLEX: 'Triplex',
  OTHER: 'Home',
};
