import type { MutationResolvers, SaveListingPayload } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { BuildingDto } from '../dto.js';

type Payload = Omit<SaveListingPayload, 'building'> & { building: BuildingDto | null };

async function changeSaved(ctx: GatewayContext, buildingId: string, saved: boolean): Promise<Payload> {
  const restId = restIdOf(buildingId, 'Building');
  if (!restId) {
    return { building: null, userErrors: [userError('invalid_input', 'This is not the id of a listing.', 'buildingId')] };
  }
  return payloadOf(async () => {
    const route = '/me/saved-buildings/:id';
    await (saved ? ctx.v20.post(route, { params: { id: restId } }) : ctx.v20.delete(route, { params: { id: restId } }));
    // The payload shows the home as it is now (isSaved flipped), not as cached.
    ctx.loaders.listings.buildings.clear(restId);
    return { building: await ctx.loaders.listings.buildings.load(restId) };
  }, { building: null }, { fieldForCode: { not_found: 'buildingId' } });
}

export const saveListing: NonNullable<MutationResolvers['saveListing']> = (_parent, { input }, ctx) =>
  changeSaved(ctx, input.buildingId, true);

export const unsaveListing: NonNullable<MutationResolvers['unsaveListing']> = (_parent, { input }, ctx) =>
  changeSaved(ctx, input.buildingId, false);
