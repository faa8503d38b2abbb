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
    /** The open lifecycles of a home (not denied, closed or ended), one call per home. */
    openLifecyclesOfHome: new DataLoader<string, LifecycleDto[]>((ids) => Promise.all(ids.map(async (id) => {
      const page = await v20.get<Page<LifecycleDto>>('/lifecycles', {
        query: { building_id: id, is_deactivated: false, is_finalized: false, limit: MAX_IDS_PER_PAGE },
      });
      return page.results;
    }))),
    /** Who applied, for every lifecycle of a page in one call (`GET /lifecycles/applicants?ids=`); null when not the viewer's home. */
    applicants: byIdsLoader<LifecycleApplicantRow>(v20, '/lifecycles/applicants', { key: 'lifecycle_id', maxIds: MAX_IDS_PER_PAGE, paged: false }),
    /** The screening reports of those applications, likewise in one call (`GET /lifecycles/screening-reports?ids=`). */
    screeningReports: byIdsLoader<LifecycleScreeningRow>(v20, '/lifecycles/screening-reports', {
      key: 'lifecycle_id', maxIds: MAX_IDS_PER_PAGE, paged: false,
    }),
  };
}
