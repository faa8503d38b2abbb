import { z } from 'zod';
import {
  ACCESS_METHODS, BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, PARKING_ACCESS, PARKING_TYPES,
  PET_OPTIONS, PRICE_ADJUSTMENT_TYPES, PRICING_MODES, PROPERTY_TYPES, STORAGE_TYPES, UTILITIES,
  WASHER_DRYER_COSTS, WASHER_DRYER_LOCATIONS,
} from '../../../common/enums.js';
import { REGION_SLUGS } from '../../../common/regions.js';
import { DbId, isCalendarDate } from '../../http/fields.js';

/** A home shows at most this many photos (illustrated and uploaded together). */
export const MAX_BUILDING_PHOTOS = 20;
const BUILDING_PHOTO_URL = /^\/v20\/files\/(photos\/building-\d+-[1-6]\.svg|public\/building-photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** POST /buildings/{id}/photos: the manager's own building_photo uploads, appended in this order. */
export const BuildingPhotosBody = z.object({
  file_ids: z.array(z.string().max(64)).min(1, { error: 'Send at least one file id.' })
    .max(MAX_BUILDING_PHOTOS, { error: `A home has at most ${MAX_BUILDING_PHOTOS} photos.` }),
}).strict();

/**
 * Bodies of the manager's writes (docs/v20-contract.md, "Building management").
 * Every enum is the spec's list: any other value is a 400 naming the field.
 */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose a ${what} from: ${values.join(', ')}.` });
const listOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.array(oneOf(values, what)).max(values.length).transform((v) => [...new Set(v)]);

const Cents = (what: string) => z.number({ error: `Give ${what} in whole cents.` })
  .int({ error: `Give ${what} in whole cents.` })
  .min(0, { error: `${what} cannot be negative.` })
  .max(10_000_000, { error: `${what} is too large.` });
const Day = z.string().refine(isCalendarDate, { error: 'Give a real date, YYYY-MM-DD.' });
const Text = (max: number, what: string) => z.string().trim().max(max, { error: `${what} can be at most ${max} characters.` });

const Address = z.object({
  street: Text(200, 'The street').min(1, { error: 'Enter the street address.' }),
  city: Text(100, 'The city').min(1, { error: 'Enter the city.' }),
  state: z.string().trim().regex(/^[A-Z]{2}$/, { error: 'Use the two-letter state code, e.g. NC.' }),
  zip: z.string().trim().regex(/^\d{5}$/, { error: 'Use a 5-digit ZIP code.' }),
}).strict();

const buildingFields = {
  title: Text(200, 'The title').min(1, { error: 'Give the home a title.' }),
  description: Text(5000, 'The description'),
  property_type: oneOf(PROPERTY_TYPES, 'property type'),
  address: Address,
  region: oneOf(REGION_SLUGS, 'city page').nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  home_amenities: listOf(HOME_AMENITIES, 'home amenity'),
  storage_types: listOf(STORAGE_TYPES, 'storage type'),
  pet_options: listOf(PET_OPTIONS, 'pet option'),
  utilities_included: listOf(UTILITIES, 'utility'),
  access_method: oneOf(ACCESS_METHODS, 'access method').nullable(),
  pricing_mode: oneOf(PRICING_MODES, 'pricing mode'),
  // The home's own illustrated photos (/v20/files/photos/building-<id>-<n>.svg) and the uploaded photos already
  // attached to it (/v20/files/public/building-photos/<file id>, see POST /buildings/{id}/photos): PATCH may reorder
  // or drop them, never bring in new ones. Checked against the home by the route.
  photo_urls: z.array(z.string().max(200).regex(BUILDING_PHOTO_URL, { error: 'Use one of this home\'s photo addresses.' }))
    .max(MAX_BUILDING_PHOTOS, { error: `A home has at most ${MAX_BUILDING_PHOTOS} photos.` }),
};

// A new home has no id yet, so no photos of its own: they are added by PATCH.
const { photo_urls: _photos, ...createFields } = buildingFields;

export const BuildingCreateBody = z.object({
  ...createFields,
  description: buildingFields.description.default(''),
  region: buildingFields.region.default(null),
  latitude: buildingFields.latitude.default(null),
  longitude: buildingFields.longitude.default(null),
  home_amenities: buildingFields.home_amenities.default([]),
  storage_types: buildingFields.storage_types.default([]),
  pet_options: buildingFields.pet_options.default([]),
  utilities_included: buildingFields.utilities_included.default([]),
  access_method: buildingFields.access_method.default(null),
  pricing_mode: buildingFields.pricing_mode.default('manual'),
}).strict();
export type BuildingCreate = z.infer<typeof BuildingCreateBody>;

/** Only the fields sent change; `listed` goes through listing-page-behavior (it is checked). */
export const BuildingPatchBody = z.object(buildingFields).partial().strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change.' });
export type BuildingPatch = z.infer<typeof BuildingPatchBody>;

const bedroomFields = {
  name: Text(80, 'The name').min(1, { error: 'Name the bedroom, e.g. Bedroom 1.' }),
  features: listOf(BEDROOM_FEATURES, 'bedroom feature'),
  rent_components: z.object({
    BASE: Cents('BASE rent'),
    UTILITIES: Cents('UTILITIES').default(0),
    PLATFORM_FEE: Cents('PLATFORM_FEE').default(0),
  }).strict(),
  available_on: Day,
  size_sq_ft: z.number().int().min(1, { error: 'Size must be above 0.' }).max(5000).nullable(),
};
export const BedroomCreateBody = z.object({
  ...bedroomFields,
  features: bedroomFields.features.default([]),
  size_sq_ft: bedroomFields.size_sq_ft.default(null),
}).strict();
export const BedroomPatchBody = z.object({
  ...bedroomFields,
  rent_components: z.object({ BASE: Cents('BASE rent'), UTILITIES: Cents('UTILITIES'), PLATFORM_FEE: Cents('PLATFORM_FEE') }).partial().strict(),
}).partial().strict();
export type BedroomCreate = z.infer<typeof BedroomCreateBody>;
export type BedroomPatch = z.infer<typeof BedroomPatchBody>;

const bathroomFields = {
  bathroom_type: oneOf(BATHROOM_TYPES, 'bathroom type'),
  relation: oneOf(BATHROOM_RELATIONS, 'bathroom relation'),
  attached_bedroom_id: DbId.nullable(),
  washer_dryer_location: oneOf(WASHER_DRYER_LOCATIONS, 'washer/dryer location').nullable(),
  washer_dryer_cost: oneOf(WASHER_DRYER_COSTS, 'washer/dryer cost').nullable(),
};
export const BathroomCreateBody = z.object({
  ...bathroomFields,
  attached_bedroom_id: bathroomFields.attached_bedroom_id.default(null),
  washer_dryer_location: bathroomFields.washer_dryer_location.default(null),
  washer_dryer_cost: bathroomFields.washer_dryer_cost.default(null),
}).strict();
export const BathroomPatchBody = z.object(bathroomFields).partial().strict();
export type BathroomCreate = z.infer<typeof BathroomCreateBody>;
export type BathroomPatch = z.infer<typeof BathroomPatchBody>;

const parkingFields = {
  parking_type: oneOf(PARKING_TYPES, 'parking type'),
  parking_access: oneOf(PARKING_ACCESS, 'parking access'),
  monthly_fee_cents: Cents('The monthly fee').nullable(),
};
export const ParkingCreateBody = z.object({ ...parkingFields, monthly_fee_cents: parkingFields.monthly_fee_cents.default(null) }).strict();
export const ParkingPatchBody = z.object(parkingFields).partial().strict();
export const ParkingCreateWithBuildingBody = ParkingCreateBody.extend({ building_id: DbId }).strict();
export type ParkingCreate = z.infer<typeof ParkingCreateBody>;
export type ParkingPatch = z.infer<typeof ParkingPatchBody>;

export const PricingBody = z.object({
  pricing_mode: oneOf(PRICING_MODES, 'pricing mode'),
  price_adjustment_type: oneOf(PRICE_ADJUSTMENT_TYPES, 'price adjustment type').nullable().default(null),
  price_adjustment_value: z.number().nullable().default(null),
}).strict().superRefine((b, ctx) => {
  if ((b.price_adjustment_type === null) !== (b.price_adjustment_value === null)) {
    ctx.addIssue({ code: 'custom', path: ['price_adjustment_value'], message: 'Give the adjustment type and its value together.' });
  }
  if (b.price_adjustment_type === 'margin_ratio' && b.price_adjustment_value !== null && Math.abs(b.price_adjustment_value) > 1) {
    ctx.addIssue({ code: 'custom', path: ['price_adjustment_value'], message: 'A margin ratio is a fraction between -1 and 1 (0.05 is 5 %).' });
  }
  if (b.price_adjustment_type === 'absolute' && b.price_adjustment_value !== null && !Number.isInteger(b.price_adjustment_value)) {
    ctx.addIssue({ code: 'custom', path: ['price_adjustment_value'], message: 'An absolute adjustment is in whole cents.' });
  }
});
export type Pricing = z.infer<typeof PricingBody>;

export const ListingBehaviorBody = z.object({ listed: z.boolean({ error: 'Send listed: true or false.' }) }).strict();
