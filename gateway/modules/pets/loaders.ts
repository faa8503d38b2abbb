import type { GatewayContext } from '../../context.js';
import { once } from '../../v20/batch.js';
import type { TenantAnimalDto } from './dto.js';

function createPetLoaders(ctx: GatewayContext) {
  return {
    /** The viewer's animals, once per request; none for guests (no call made). */
    tenantAnimals: once(async (): Promise<TenantAnimalDto[]> => {
      if (ctx.session.isGuest) return [];
      return (await ctx.v20.get<{ results: TenantAnimalDto[] }>('/me/:user/tenant-animals', { params: { user: 'me' } })).results;
    }),
  };
}

/**
 * Keyed by the request's loaders object (like applications/loaders.ts), so they
 * live one request and `refreshLoaders()` after a write starts afresh.
 */
const perRequest = new WeakMap<object, ReturnType<typeof createPetLoaders>>();

export function petLoaders(ctx: GatewayContext): ReturnType<typeof createPetLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createPetLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
