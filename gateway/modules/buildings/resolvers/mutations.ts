import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { restIdOf } from '../../../relay/globalId.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { SessionDto } from '../../../v20/dto.js';
import type { BuildingDto } from '../../listings/dto.js';
import type { UserError } from '../../../v20/errors.js';
import { buildingBody, RENAME } from './input.js';

type IdKind = 'Building' | 'Bedroom' | 'Bathroom' | 'ParkingSpot';

type IdCheck = { restId: string } | { failed: { viewer: GatewayContext['session']; userErrors: UserError[] } };

/** A global id of the right kind, or a userError on that field (nothing is sent to v20). */
export function idOr(ctx: GatewayContext, id: string, kind: IdKind, field: string): IdCheck {
  const restId = restIdOf(id, kind);
  if (restId) return { restId };
  const what = kind === 'ParkingSpot' ? 'parking spot' : kind.toLowerCase();
  return { failed: { viewer: ctx.session, userErrors: [userError('not_found', `No such ${what}.`, field)] } };
}

/** One write with userErrors on failure, then fresh loaders and the viewer after the write. */
export function write<P extends object>(ctx: GatewayContext, run: () => Promise<P>, failed: { [K in keyof P]: null }, idField: string) {
  return payloadOf(async () => {
    const result = await run();
    ctx.refreshLoaders();
    return { ...result, viewer: ctx.session };
  }, { ...failed, viewer: ctx.session }, { rename: RENAME, fieldForCode: { not_found: idField } });
}

export const readBuilding = (ctx: GatewayContext, id: string | number) => ctx.v20.get<BuildingDto>('/g/buildings/:id', { params: { id } });

export const createBuilding: NonNullable<MutationResolvers['createBuilding']> = (_p, { input }, ctx) =>
  write(ctx, async () => ({
    building: await ctx.v20.post<BuildingDto>('/buildings', { body: buildingBody(input), idempotencyKey: input.idempotencyKey ?? undefined }),
  }), { building: null }, 'title');

export const updateBuilding: NonNullable<MutationResolvers['updateBuilding']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  return write(ctx, async () => ({
    building: await ctx.v20.patch<BuildingDto>('/buildings/:id', { params: { id: id.restId }, body: buildingBody(input) }),
  }), { building: null }, 'buildingId');
};

export const setBuildingListed: NonNullable<MutationResolvers['setBuildingListed']> = async (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  const payload = await write(ctx, async () => ({
    building: await ctx.v20.post<BuildingDto>('/buildings/:id/listing-page-behavior', { params: { id: id.restId }, body: { listed: input.listed } }),
  }), { building: null }, 'buildingId');
  // Each configuration error is its own message about the whole home, not about an input field.
  return { ...payload, userErrors: payload.userErrors.map((e) => (e.code === 'home_not_listable' ? { ...e, field: null } : e)) };
};

export const updateBuildingPricing: NonNullable<MutationResolvers['updateBuildingPricing']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  return write(ctx, async () => {
    await ctx.v20.post('/buildings/:id/pricing', {
      params: { id: id.restId },
      body: { pricing_mode: input.pricingMode, price_adjustment_type: input.priceAdjustmentType ?? null, price_adjustment_value: input.priceAdjustmentValue ?? null },
    });
    return { building: await readBuilding(ctx, id.restId) };
  }, { building: null }, 'buildingId');
};

export const generateBuildingDescription: NonNullable<MutationResolvers['generateBuildingDescription']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { title: null, description: null, ...id.failed };
  return write(ctx, async () => {
    const text = await ctx.v20.post<{ title: string; description: string }>('/ai/buildings/:id/descriptions', { params: { id: id.restId } });
    return { title: text.title, description: text.description };
  }, { title: null, description: null }, 'buildingId');
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const addBuildingPhotos: NonNullable<MutationResolvers['addBuildingPhotos']> = async (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  if (input.fileIds.length === 0) return { building: null, viewer: ctx.session, userErrors: [userError('invalid_input', 'Choose at least one photo.', 'fileIds')] };
  const payload = await write(ctx, async () => ({
    building: await ctx.v20.post<BuildingDto>('/buildings/:id/photos', { params: { id: id.restId }, body: { file_ids: input.fileIds } }),
  }), { building: null }, 'buildingId');
  // "Too many photos" is about the home's photo list, which this mutation fills from fileIds.
  return { ...payload, userErrors: payload.userErrors.map((e) => (e.field === 'photoUrls' ? { ...e, field: 'fileIds' } : e)) };
};

export const removeBuildingPhoto: NonNullable<MutationResolvers['removeBuildingPhoto']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  if (!UUID.test(input.fileId)) return { building: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such photo.', 'fileId')] };
  return write(ctx, async () => ({
    building: await ctx.v20.delete<BuildingDto>('/buildings/:id/photos/:file', { params: { id: id.restId, file: input.fileId } }),
  }), { building: null }, 'fileId');
};

export const inviteCoManager: NonNullable<MutationResolvers['inviteCoManager']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  return write(ctx, async () => {
    await ctx.v20.post('/buildings/:id/managers', { params: { id: id.restId }, body: { email: input.email, permission_areas: input.permissionAreas } });
    return { building: await readBuilding(ctx, id.restId) };
  }, { building: null }, 'buildingId');
};

export const removeCoManager: NonNullable<MutationResolvers['removeCoManager']> = (_p, { input }, ctx) => {
  const id = idOr(ctx, input.buildingId, 'Building', 'buildingId');
  if ('failed' in id) return { building: null, ...id.failed };
  if (!/^\d{1,10}$/.test(input.userDatabaseId)) return { building: null, viewer: ctx.session, userErrors: [userError('not_found', 'No such co-manager.', 'userDatabaseId')] };
  return write(ctx, async () => {
    await ctx.v20.delete('/buildings/:id/managers/:user', { params: { id: id.restId, user: input.userDatabaseId } });
    return { building: await readBuilding(ctx, id.restId) };
  }, { building: null }, 'userDatabaseId');
};

export const becomeManager: NonNullable<MutationResolvers['becomeManager']> = (_p, _args, ctx) =>
  payloadOf(async () => ({ session: await ctx.v20.post<SessionDto>('/me/become-manager') }), { session: null });
