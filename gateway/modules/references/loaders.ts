import { once, type LoaderScope } from '../../v20/batch.js';
import type { TenantRentalReferenceDto } from './dto.js';

export function createReferenceLoaders({ v20, session }: LoaderScope) {
  return {
    /** The viewer's references, once per request; none for guests (no call made). */
    references: once(async (): Promise<TenantRentalReferenceDto[]> => {
      if (session.isGuest) return [];
      return (await v20.get<{ results: TenantRentalReferenceDto[] }>('/tenant-rental-references')).results;
    }),
  };
}
