import type { GatewayContext } from '../../context.js';
import { once } from '../../v20/batch.js';
import type { TenantRentalReferenceDto } from './dto.js';

function createReferenceLoaders(ctx: GatewayContext) {
  return {
    /** The viewer's references, once per request; none for guests (no call made). */
    references: once(async (): Promise<TenantRentalReferenceDto[]> => {
      if (ctx.session.isGuest) return [];
      return (await ctx.v20.get<{ results: TenantRentalReferenceDto[] }>('/tenant-rental-references')).results;
    }),
  };
}

/** Keyed by the request's loaders object (see applications/loaders.ts): one request, renewed by refreshLoaders(). */
const perRequest = new WeakMap<object, ReturnType<typeof createReferenceLoaders>>();

export function referenceLoaders(ctx: GatewayContext): ReturnType<typeof createReferenceLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createReferenceLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
