import type { GatewayContext } from '../../context.js';
import type { WebhookDto } from './dto.js';

/** `node(id:)` for a webhook: null when unknown or not the viewer's (v20 decides). */
export function webhookNode(ctx: GatewayContext, restId: string): Promise<WebhookDto | null> {
  return ctx.loaders.webhooks.webhooks.load(restId);
}
