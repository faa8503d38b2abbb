import type { GatewayContext } from '../../context.js';
import { MAX_IDS_PER_PAGE, once, restLoader } from '../../v20/batch.js';
import type { SupportCategoryDto, TicketDto } from './dto.js';

function createTicketLoaders(ctx: GatewayContext) {
  const { v20 } = ctx;
  return {
    /** Tickets by REST id, batched into `GET /maintenance-tickets?ids=`; null when not visible. */
    tickets: restLoader<TicketDto>(v20, '/maintenance-tickets', MAX_IDS_PER_PAGE),
    /** The active categories, once per request (a short list kept by staff). */
    supportCategories: once(async () => (await v20.get<{ results: SupportCategoryDto[] }>('/support-categories')).results),
  };
}

/** Keyed by the request's loaders object, so `refreshLoaders()` after a write starts afresh. */
const perRequest = new WeakMap<object, ReturnType<typeof createTicketLoaders>>();

export function ticketLoaders(ctx: GatewayContext): ReturnType<typeof createTicketLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createTicketLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
