import type { GatewayContext } from '../../context.js';
import { fromGlobalId, type NodeType } from '../../relay/globalId.js';
import type { MeDto } from '../../v20/dto.js';
import type { BathroomDto, BedroomDto, BuildingDto, ParkingSpotDto } from '../listings/dto.js';
import type { LifecycleDto } from '../applications/dto.js';
import type { DepositDto, InvoiceDto, PaymentSourceDto } from '../money/dto.js';
import type { NotificationDto } from '../notifications/dto.js';
import { resolutionNode, type ResolutionNodeValue } from '../resolution/nodes.js';
import { serviceNode, type ServiceNodeValue } from '../services/nodes.js';
import type { SupportCategoryDto, TicketDto } from '../tickets/dto.js';
import type { WebhookDto } from '../webhooks/dto.js';
import { webhookNode } from '../webhooks/nodes.js';

/** Marks what a `node(id:)` result is, so `Node.__resolveType` need not guess from fields. */
export const NODE_TYPE = Symbol('nodeType');

export type NodeValue = (
  BuildingDto | BedroomDto | BathroomDto | ParkingSpotDto | MeDto | LifecycleDto | TicketDto | SupportCategoryDto | NotificationDto
  | InvoiceDto | PaymentSourceDto | DepositDto | ResolutionNodeValue | ServiceNodeValue | WebhookDto
) & { [NODE_TYPE]: NodeType };

async function loadRest(ctx: GatewayContext, type: NodeType, restId: string) {
  switch (type) {
    case 'Building':
      return ctx.loaders.listings.buildings.load(restId);
    case 'Bedroom':
      return ctx.loaders.listings.bedrooms.load(restId);
    case 'Bathroom':
      return ctx.loaders.listings.bathrooms.load(restId);
    case 'ParkingSpot':
      return ctx.loaders.listings.parkingSpots.load(restId);
    case 'User':
      // v20 shows a user only their own account.
      return restId === ctx.session.userId ? ctx.loaders.viewer.me() : null;
    case 'Lifecycle':
      // v20 shows a lifecycle to its applicant and to its home's manager.
      return ctx.loaders.applications.lifecycles.load(restId);
    case 'MaintenanceTicket':
      return ctx.loaders.tickets.tickets.load(restId);
    case 'SupportCategory':
      return (await ctx.loaders.tickets.supportCategories()).find((c) => String(c.id) === restId) ?? null;
    case 'Notification':
      // v20 shows a user only their own notifications.
      return ctx.session.isGuest ? null : ctx.loaders.notifications.notifications.load(restId);
    case 'TicketUpdate':
      // Updates are read through their ticket; v20 has no route for one alone.
      return null;
    case 'Invoice':
      return ctx.loaders.money.invoices.load(restId);
    case 'PaymentSource':
      // v20 shows a user only their own sources (one call that the billing page makes anyway).
      if (ctx.session.isGuest) return null;
      return (await ctx.loaders.money.stripeInfo()).payment_sources.find((p) => String(p.id) === restId) ?? null;
    case 'Deposit':
      return ctx.loaders.money.deposits.load(restId);
    case 'LedgerEntry':
      // Entries are read through their ledger; v20 has no route for one alone.
      return null;
    case 'ResolutionCase':
    case 'ResolutionProposal':
    case 'ResolutionCaseCategory':
    case 'ResolutionCaseType':
    case 'CommentThread':
    case 'Comment':
      return resolutionNode(ctx, type, restId);
    case 'ServiceActivity':
    case 'ServiceType':
    case 'ResidentialServiceProvider':
      return serviceNode(ctx, type, restId);
    case 'Webhook':
      return webhookNode(ctx, restId);
  }
}

/** Any object by global ID through the request's loaders; null when unknown or not visible. */
export async function loadNode(ctx: GatewayContext, id: string): Promise<NodeValue | null> {
  const parsed = fromGlobalId(id);
  if (!parsed) return null;
  const value = await loadRest(ctx, parsed.type, parsed.restId);
  return value ? { ...value, [NODE_TYPE]: parsed.type } : null;
}
