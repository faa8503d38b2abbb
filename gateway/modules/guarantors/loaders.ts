import type { GatewayContext } from '../../context.js';
import type { Page } from '../../v20/dto.js';
import type { GuarantorConnectionDto } from './dto.js';

/**
 * The viewer's connections, both sides, in one GET per request. Keyed by the
 * request's loaders object, so the cache lives exactly as long as the other
 * loaders: one request, and `refreshLoaders()` after a write starts afresh.
 */
const perRequest = new WeakMap<object, Promise<GuarantorConnectionDto[]>>();

export function viewerGuarantorConnections(ctx: GatewayContext): Promise<GuarantorConnectionDto[]> {
  if (ctx.session.isGuest) return Promise.resolve([]);
  let loaded = perRequest.get(ctx.loaders);
  if (!loaded) {
    // 100 is a page's maximum; nobody guarantees or invites that many.
    loaded = ctx.v20.get<Page<GuarantorConnectionDto>>('/guarantor-connections', { query: { limit: 100 } }).then((p) => p.results);
    perRequest.set(ctx.loaders, loaded);
  }
  return loaded;
}
