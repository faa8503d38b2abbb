import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { BathroomDto, BedroomDto, ParkingSpotDto } from '../../listings/dto.js';
import { bathroomBody, bedroomBody, parkingBody } from './input.js';
import { idOr, readBuilding, write } from './mutations.js';

/**
 * Bedrooms, bathrooms and parking spots of the viewer's homes. Each payload carries
 * the home after the change, so a client's counts and price range stay right.
 */
type Part = 'bedroom' | 'bathroom' | 'parkingSpot';
const REST: Record<Part, { kind: 'Bedroom' | 'Bathroom' | 'ParkingSpot'; collection: string; item: string }> = {
  bedroom: { kind: 'Bedroom', collection: '/buildings/:id/bedrooms', item: '/bedrooms/:id' },
  bathroom: { kind: 'Bathroom', collection: '/buildings/:id/bathrooms', item: '/bathrooms/:id' },
  parkingSpot: { kind: 'ParkingSpot', collection: '/buildings/:id/parking-spots', item: '/parking-spots/:id' },
};

function add<D extends { building_id: number | string }>(ctx: GatewayContext, part: Part, buildingId: string, body: Record<string, unknown>) {
  const id = idOr(ctx, buildingId, 'Building', 'buildingId');
  if ('failed' in id) return Promise.resolve({ [part]: null, building: null, ...id.failed });
  return write(ctx, async () => {
    const created = await ctx.v20.post<D>(REST[part].collection, { params: { id: id.restId }, body });
    return { [part]: created, building: await readBuilding(ctx, created.building_id) };
  }, { [part]: null, building: null }, 'buildingId');
}

function update<D extends { building_id: number | string }>(ctx: GatewayContext, part: Part, partId: string, body: Record<string, unknown>) {
  const field = `${part}Id`;
  const id = idOr(ctx, partId, REST[part].kind, field);
  if ('failed' in id) return Promise.resolve({ [part]: null, building: null, ...id.failed });
  return write(ctx, async () => {
    const changed = await ctx.v20.patch<D>(REST[part].item, { params: { id: id.restId }, body });
    return { [part]: changed, building: await readBuilding(ctx, changed.building_id) };
  }, { [part]: null, building: null }, field);
}

function remove<D extends { building_id: number | string }>(ctx: GatewayContext, part: Part, partId: string) {
  const field = `${part}Id`;
  const id = idOr(ctx, partId, REST[part].kind, field);
  if ('failed' in id) return Promise.resolve({ [part]: null, building: null, ...id.failed });
  return write(ctx, async () => {
    // Read first: after the delete nothing says which home it belonged to.
    const loader = part === 'bedroom' ? ctx.loaders.listings.bedrooms : part === 'bathroom' ? ctx.loaders.listings.bathrooms : ctx.loaders.listings.parkingSpots;
    const before = (await loader.load(id.restId)) as D | null;
    await ctx.v20.delete(REST[part].item, { params: { id: id.restId } });
    return { [part]: null, building: before ? await readBuilding(ctx, before.building_id) : null };
  }, { [part]: null, building: null }, field);
}


const as = <T>(r: unknown) => r as T;

export const addBedroom: NonNullable<MutationResolvers['addBedroom']> = (_p, { input }, ctx) => as(add<BedroomDto>(ctx, 'bedroom', input.buildingId, bedroomBody(input.bedroom)));
export const updateBedroom: NonNullable<MutationResolvers['updateBedroom']> = (_p, { input }, ctx) => as(update<BedroomDto>(ctx, 'bedroom', input.bedroomId, bedroomBody(input.bedroom)));
export const deleteBedroom: NonNullable<MutationResolvers['deleteBedroom']> = (_p, { input }, ctx) => as(remove<BedroomDto>(ctx, 'bedroom', input.bedroomId));
export const addBathroom: NonNullable<MutationResolvers['addBathroom']> = (_p, { input }, ctx) => as(add<BathroomDto>(ctx, 'bathroom', input.buildingId, bathroomBody(input.bathroom)));
export const updateBathroom: NonNullable<MutationResolvers['updateBathroom']> = (_p, { input }, ctx) => as(update<BathroomDto>(ctx, 'bathroom', input.bathroomId, bathroomBody(input.bathroom)));
export const deleteBathroom: NonNullable<MutationResolvers['deleteBathroom']> = (_p, { input }, ctx) => as(remove<BathroomDto>(ctx, 'bathroom', input.bathroomId));
export const addParkingSpot: NonNullable<MutationResolvers['addParkingSpot']> = (_p, { input }, ctx) => as(add<ParkingSpotDto>(ctx, 'parkingSpot', input.buildingId, parkingBody(input.parkingSpot)));
export const updateParkingSpot: NonNullable<MutationResolvers['updateParkingSpot']> = (_p, { input }, ctx) => as(update<ParkingSpotDto>(ctx, 'parkingSpot', input.parkingSpotId, parkingBody(input.parkingSpot)));
export const deleteParkingSpot: NonNullable<MutationResolvers['deleteParkingSpot']> = (_p, { input }, ctx) => as(remove<ParkingSpotDto>(ctx, 'parkingSpot', input.parkingSpotId));

