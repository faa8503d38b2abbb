import type { QueryResolvers, ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, emptyConnection, pageRequest } from '../../../relay/connection.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { WebhookDto, WebhookPage } from '../dto.js';

export const webhook: NonNullable<QueryResolvers['webhook']> = async (_p, { id }, ctx) => {
  const restId = restIdOf(id, 'Webhook');
  return restId ? ctx.loaders.webhooks.webhooks.load(restId) : null;
};

export const eventTypes: NonNullable<QueryResolvers['eventTypes']> = (_p, _args, ctx) => ctx.loaders.webhooks.eventTypes();

export const Viewer: Pick<ViewerResolvers, 'webhooks'> = {
  webhooks: async (s, { first, after }, ctx) => {
    const request = pageRequest(first, after);
    if (s.isGuest) return emptyConnection<WebhookDto>();
    const page = await ctx.v20.get<WebhookPage>('/webhooks', { query: { limit: request.limit, cursor: request.cursor } });
    for (const w of page.results) ctx.loaders.webhooks.webhooks.prime(String(w.id), w);
    return connectionFrom(page, request);
  },
};
