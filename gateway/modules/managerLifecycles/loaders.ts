import DataLoader from 'dataloader';
import { MAX_IDS_PER_PAGE, once, type LoaderScope } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import type { LifecycleDto } from '../applications/dto.js';
import type { HomeCategoryDto } from './dto.js';

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
  };
}
