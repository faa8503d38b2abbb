import type {
  AddTenantAnimalInput, MutationResolvers, UpdateTenantAnimalInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { MeDto } from '../../../v20/dto.js';
import type { TenantAnimalDto } from '../dto.js';
import { restIdOf } from '../ids.js';

/** Input field → v20 field, where camelCase alone does not say it. */
const V20_FIELD: Record<string, string> = { weightLbs: 'weight_lbs', serviceAnimalType: 'service_animal_type', photoFileIds: 'photo_file_ids' };
const INPUT_FIELD = Object.fromEntries(Object.entries(V20_FIELD).map(([input, v20]) => [v20, input]));

/** The fields the client sent, in v20's names; an explicit null clears a field. */
function animalBody(input: Omit<AddTenantAnimalInput | UpdateTenantAnimalInput, 'tenantAnimalId'>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input)
    .filter(([key, value]) => value !== undefined && key !== 'tenantAnimalId')
    .map(([key, value]) => [V20_FIELD[key] ?? key, value]));
}

const badId = (ctx: GatewayContext) =>
  ({ viewer: ctx.session, userErrors: [userError('not_found', 'No such animal.', 'tenantAnimalId')] });

/** One write, then a fresh viewer: the pets step (and nextOnboardingStep) may have changed. */
function write<P extends object>(ctx: GatewayContext, run: () => Promise<P>, failed: { [K in keyof P]: null }) {
  return payloadOf(async () => {
    const result = await run();
    ctx.refreshLoaders();
    return { ...result, viewer: ctx.session };
  }, { ...failed, viewer: ctx.session }, { rename: INPUT_FIELD, fieldForCode: { not_found: 'tenantAnimalId' } });
}

export const setRentingWithAnimal: NonNullable<MutationResolvers['setRentingWithAnimal']> = (_p, { input }, ctx) =>
  write(ctx, async () => {
    await ctx.v20.patch<MeDto>('/me/', { body: { is_renting_with_animal: input.isRentingWithAnimal } });
    return {};
  }, {});

export const addTenantAnimal: NonNullable<MutationResolvers['addTenantAnimal']> = (_p, { input }, ctx) =>
  write(ctx, async () => ({
    tenantAnimal: await ctx.v20.post<TenantAnimalDto>('/me/:user/tenant-animals', { params: { user: 'me' }, body: animalBody(input) }),
  }), { tenantAnimal: null });

export const updateTenantAnimal: NonNullable<MutationResolvers['updateTenantAnimal']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.tenantAnimalId, 'TenantAnimal');
  if (!id) return { tenantAnimal: null, ...badId(ctx) };
  return write(ctx, async () => ({
    tenantAnimal: await ctx.v20.patch<TenantAnimalDto>('/tenant-animals/:id', { params: { id }, body: animalBody(input) }),
  }), { tenantAnimal: null });
};

export const removeTenantAnimal: NonNullable<MutationResolvers['removeTenantAnimal']> = (_p, { input }, ctx) => {
  const id = restIdOf(input.tenantAnimalId, 'TenantAnimal');
  if (!id) return { removedTenantAnimalId: null, ...badId(ctx) };
  return write(ctx, async () => {
    await ctx.v20.delete('/tenant-animals/:id', { params: { id } });
    return { removedTenantAnimalId: input.tenantAnimalId };
  }, { removedTenantAnimalId: null });
};
