import type {
  BathroomInput, BedroomInput, CreateBuildingInput, ParkingSpotInput, UpdateBuildingInput,
} from '../../../__generated__/resolvers-types.js';
import { restIdOf } from '../../../relay/globalId.js';

/** GraphQL inputs → v20 bodies. Enum values arrive as v20 values already (enum maps). */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export function buildingBody(input: Omit<CreateBuildingInput | UpdateBuildingInput, 'buildingId' | 'idempotencyKey'>): Record<string, unknown> {
  return defined({
    title: input.title ?? undefined,
    description: input.description ?? undefined,
    property_type: input.propertyType ?? undefined,
    address: input.address ?? undefined,
    region: input.cityPage,
    home_amenities: input.homeAmenities ?? undefined,
    storage_types: input.storageTypes ?? undefined,
    pet_options: input.petOptions ?? undefined,
    utilities_included: input.utilitiesIncluded ?? undefined,
    access_method: input.accessMethod,
    photo_urls: 'photoUrls' in input ? input.photoUrls ?? undefined : undefined,
  });
}

export function bedroomBody(b: BedroomInput): Record<string, unknown> {
  const rent = defined({ BASE: b.rentBaseCents ?? undefined, UTILITIES: b.rentUtilitiesCents ?? undefined, PLATFORM_FEE: b.rentPlatformFeeCents ?? undefined });
  return defined({
    name: b.name ?? undefined, features: b.features ?? undefined, available_on: b.availableOn ?? undefined, size_sq_ft: b.sizeSqFt,
    rent_components: Object.keys(rent).length ? rent : undefined,
  });
}

export function bathroomBody(b: BathroomInput): Record<string, unknown> {
  const attached = b.attachedBedroomId ? restIdOf(b.attachedBedroomId, 'Bedroom') : b.attachedBedroomId;
  return defined({
    bathroom_type: b.bathroomType ?? undefined, relation: b.relation ?? undefined,
    // An id that is not a bedroom's is sent as 0, which v20 refuses on attached_bedroom_id.
    attached_bedroom_id: attached === undefined ? undefined : attached === null ? null : Number(attached ?? 0),
    washer_dryer_location: b.washerDryerLocation, washer_dryer_cost: b.washerDryerCost,
  });
}

export function parkingBody(p: ParkingSpotInput): Record<string, unknown> {
  return defined({ parking_type: p.parkingType ?? undefined, parking_access: p.parkingAccess ?? undefined, monthly_fee_cents: p.monthlyFeeCents });
}

/** v20 names of input fields that camelCase alone does not give back. */
export const RENAME: Record<string, string> = {
  region: 'cityPage', 'rent_components.BASE': 'rentBaseCents', 'rent_components.UTILITIES': 'rentUtilitiesCents',
  'rent_components.PLATFORM_FEE': 'rentPlatformFeeCents', 'Idempotency-Key': 'idempotencyKey',
};
