import DataLoader from 'dataloader';
import { byIdsLoader, MAX_IDS_PER_PAGE, once, type LoaderScope } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import type { LifecycleDto } from '../applications/dto.js';
import type { HomeCategoryDto, LifecycleApplicantRow, LifecycleScreeningRow } from './dto.js';

export function createManagerLifecycleLoaders({ v20, session }: LoaderScope) {
  const isManager = !session.isGuest && session.role === 'manager';
  return {
    /** Every home the viewer manages with its category, in one call. */
    homes: once(async (): Promise<HomeCategoryDto[]> => {
      if (!isManager) return [];
      return (await v20.get<{ results: HomeCategoryDto[] }>('/lifecycle-categories')).results;
    }),
    /**
     * The open lifecycles of a home (not denied, closed or ended). One home: one call
     * for it. Several (the tenants screen lists every home): the open lifecycles of all
     * the viewer's homes, a page of 100 at a time, grouped by home, so the screen's calls
     * follow its applications, not its homes, and every lifecycle resolves in the same
     * tick, so their applicants, screenings and leases each batch into one call.
     */
    openLifecyclesOfHome: new DataLoader<string, LifecycleDto[]>(async (ids) => {
      const open = { is_deactivated: false, is_finalized: false, limit: MAX_IDS_PER_PAGE };
      if (ids.length === 1) return [(await v20.get<Page<LifecycleDto>>('/lifecycles', { query: { ...open, building_id: ids[0] } })).results];
      const byHome = new Map<string, LifecycleDto[]>(ids.map((id) => [id, []]));
      let cursor: string | null = null;
      do {
        const page: Page<LifecycleDto> = await v20.get('/lifecycles', { query: { ...open, cursor } });
        for (const lifecycle of page.results) byHome.get(String(lifecycle.building_id))?.push(lifecycle);
        cursor = page.next_cursor;
      } while (cursor);
      return ids.map((id) => byHome.get(id)!);
    }),
    /** Who applied, for every lifecycle of a page in one call (`GET /lifecycles/applicants?ids=`); null when not the viewer's home. */
    applicants: byIdsLoader<LifecycleApplicantRow>(v20, '/lifecycles/applicants', { key: 'lifecycle_id', maxIds: MAX_IDS_PER_PAGE, paged: false }),
    /** The screening reports of those applications, likewise in one call (`GET /lifecycles/screening-reports?ids=`). */
    screeningReports: byIdsLoader<LifecycleScreeningRow>(v20, '/lifecycles/screening-reports', {
      key: 'lifecycle_id', maxIds: MAX_IDS_PER_PAGE, paged: false,
    }),
  };
}
