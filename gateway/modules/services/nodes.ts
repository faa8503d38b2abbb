import type { GatewayContext } from '../../context.js';
import type { FullServiceTypeDto, ProviderDto, ServiceActivityDto } from './dto.js';

export type ServiceNodeValue = ServiceActivityDto | FullServiceTypeDto | ProviderDto;

/** `node(id:)` for the marketplace types: null when unknown or not the viewer's to see (v20 decides). */
export async function serviceNode(ctx: GatewayContext, type: 'ServiceActivity' | 'ServiceType' | 'ResidentialServiceProvider', restId: string): Promise<ServiceNodeValue | null> {
  const loaders = ctx.loaders.services;
  switch (type) {
    case 'ServiceActivity':
      return ctx.session.isGuest ? null : loaders.activities.load(restId);
    case 'ResidentialServiceProvider':
      return ctx.session.isGuest ? null : loaders.providers.load(restId);
    case 'ServiceType':
      return (await loaders.serviceTypes()).find((t) => String(t.id) === restId) ?? null;
  }
}
