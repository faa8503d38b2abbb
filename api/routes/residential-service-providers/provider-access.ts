import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import { toProviderDto } from './provider-dto.js';
import { findProvider, providerOfUser, usersOfProviders, type ProviderRow } from './providers-repository.js';

/**
 * Staff see every provider; a vendor only its own; anyone else: 404 (nobody learns
 * a company exists). `owner`: whether the viewer may change it (its owner, or staff).
 */
export async function visibleProviderOr404(ex: Executor, viewer: Viewer, id: number): Promise<{ provider: ProviderRow; owner: boolean }> {
  if (viewer.isStaff) {
    const provider = await findProvider(ex, id);
    if (provider) return { provider, owner: true };
  } else if (viewer.role === 'vendor') {
    const own = await providerOfUser(ex, viewer.userId);
    if (own?.id === id) return { provider: own, owner: own.provider_role === 'owner' };
  }
  throw notFound('service provider');
}

/** The company as its people and staff see it, with its members. */
export async function providerDto(ex: Executor, provider: ProviderRow, config: ApiConfig) {
  return toProviderDto(config, provider, (await usersOfProviders(ex, [provider.id])).get(provider.id) ?? []);
}
