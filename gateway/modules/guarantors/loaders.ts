import { once, type LoaderScope } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import type { GuarantorConnectionDto } from './dto.js';

export function createGuarantorLoaders({ v20, session }: LoaderScope) {
  return {
    /** The viewer's connections, both sides, in one GET per request; none for guests (no call made). */
    viewerConnections: once(async (): Promise<GuarantorConnectionDto[]> => {
      if (session.isGuest) return [];
      // 100 is a page's maximum; nobody guarantees or invites that many.
      return (await v20.get<Page<GuarantorConnectionDto>>('/guarantor-connections', { query: { limit: 100 } })).results;
    }),
  };
}
