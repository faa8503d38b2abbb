/**
 * Everything that stops a home from being listed, in words a manager can act on
 * (spec §7 "configuration-errors"). Listing a home with any of these is refused, so
 * a tenant never finds a home they cannot apply to.
 */
export interface ListableFacts {
  title: string;
  description: string;
  street: string;
  city: string;
  zip: string;
  region: string | null;
  photoCount: number;
  bedrooms: readonly { name: string; totalRentCents: number }[];
  bathroomCount: number;
  decommissionFinalized: boolean;
  failedToDeliver: boolean;
  /** The owner has a first and a last name: every lease of the home names them as the landlord. */
  ownerHasFullName: boolean;
}

export interface ConfigurationError {
  code: string;
  message: string;
}

/** A description shorter than this tells applicants too little to apply. */
export const MIN_DESCRIPTION_LENGTH = 40;

type Rule = (f: ListableFacts) => ConfigurationError | null;

const rule = (code: string, message: string, broken: (f: ListableFacts) => boolean): Rule =>
  (f) => (broken(f) ? { code, message } : null);

const RULES: Rule[] = [
  rule('owner_without_name', 'Add your first and last name on your profile: every lease names the home\'s owner as the landlord.', (f) => !f.ownerHasFullName),
  rule('missing_address', 'Add the street address, city and ZIP code.', (f) => !f.street.trim() || !f.city.trim() || !/^\d{5}$/.test(f.zip)),
  rule('outside_service_area', 'Hearth lists homes in its cities only: choose the city page this home belongs to.', (f) => f.region === null),
  rule('missing_description', `Describe the home in at least ${MIN_DESCRIPTION_LENGTH} characters.`, (f) => f.description.trim().length < MIN_DESCRIPTION_LENGTH),
  rule('no_photos', 'Add at least one photo of the home.', (f) => f.photoCount === 0),
  rule('no_bedrooms', 'Add at least one bedroom to rent.', (f) => f.bedrooms.length === 0),
  rule('bedroom_without_rent', 'Every bedroom needs a monthly rent above $0.', (f) => f.bedrooms.some((b) => b.totalRentCents <= 0)),
  rule('no_bathrooms', 'Add at least one bathroom.', (f) => f.bathroomCount === 0),
  rule('failure_to_deliver', 'The home was marked as not delivered; it cannot take new tenants.', (f) => f.failedToDeliver),
  rule('decommissioned', 'The home is being decommissioned; it cannot take new tenants.', (f) => f.decommissionFinalized),
];

export function configurationErrors(facts: ListableFacts): ConfigurationError[] {
  return RULES.map((r) => r(facts)).filter((e): e is ConfigurationError => e !== null);
}
