import { once, type LoaderScope } from '../../v20/batch.js';
import type { TenantAnimalDto } from './dto.js';

export function createPetLoaders({ v20, session }: LoaderScope) {
  return {
    /** The viewer's animals, once per request; none for guests (no call made). */
    tenantAnimals: once(async (): Promise<TenantAnimalDto[]> => {
      if (session.isGuest) return [];
      return (await v20.get<{ results: TenantAnimalDto[] }>('/me/:user/tenant-animals', { params: { user: 'me' } })).results;
    }),
  };
}
