import { once, type LoaderScope } from '../../v20/batch.js';
import type { BuildingDto } from '../listings/dto.js';
import type { MeDto, Page } from '../../v20/dto.js';

export function createViewerLoaders({ v20, session }: LoaderScope) {
  return {
    /** GET /me/ once per request; null for guests (who have no profile). */
    me: once(async () => (session.isGuest ? null : v20.get<MeDto>('/me/'))),
    /** Spec §9: "Manager buildings lookup uses limit 1" — whether the manager has any. */
    managerHasBuildings: once(async () => {
      const page = await v20.get<Page<BuildingDto>>('/buildings', { query: { as_manager: true, limit: 1 } });
      return page.results.length > 0;
    }),
  };
}
