import DataLoader from 'dataloader';
import { byIdsLoader, MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, once, type LoaderScope } from '../../v20/batch.js';
import { isRestId } from '../../relay/globalId.js';
import type { LifecycleDto } from '../applications/dto.js';
import type { HomeCategoryDto, LifecycleApplicantRow, LifecycleScreeningRow, OpenLifecyclesOfHomeRow } from './dto.js';

export function createManagerLifecycleLoaders({ v20, session }: LoaderScope) {
  const isManager = !session.isGuest && session.role === 'manager';
  return {
    /** Every home the viewer manages with its category, in one call. */
    homes: once(async (): Promise<HomeCategoryDto[]> => {
      if (!isManager) return [];
      return (await v20.get<{ results: HomeCategoryDto[] }>('/lifecycle-categories')).results;
    }),
    /**
     * The open lifecycles of a home (not denied, closed or ended). Every home asked for in
     * the same tick (a page of the Tenants screen) is read in one call,
     * `GET /lifecycles/open-by-home?ids=`, so the screen's calls follow neither its homes
     * nor its applications, and every lifecycle resolves in the same tick: their
     * applicants, screenings and leases each batch into one call too.
     */
    openLifecyclesOfHome: new DataLoader<string, LifecycleDto[]>(async (ids) => {
      const wanted = ids.filter(isRestId);
      if (!isManager || wanted.length === 0) return ids.map(() => []);
      // More than a page of homes (managedHomes, unpaged): a call per 100, awaited together, so
      // every lifecycle still resolves in one tick and their parts still batch into one call each.
      const chunks = Array.from({ length: Math.ceil(wanted.length / MAX_IDS_PER_PAGE) }, (_, i) => wanted.slice(i * MAX_IDS_PER_PAGE, (i + 1) * MAX_IDS_PER_PAGE));
      const answers = await Promise.all(chunks.map((chunk) =>
        v20.get<{ results: OpenLifecyclesOfHomeRow[] }>('/lifecycles/open-by-home', { query: { ids: chunk } })));
      const byHome = new Map(answers.flatMap((a) => a.results).map((row) => [String(row.building_id), row.lifecycles]));
      return ids.map((id) => byHome.get(id) ?? []);
    }),
    /**
     * Who applied, for every lifecycle of a page in one call (`GET /lifecycles/applicants?ids=`); null when not
     * the viewer's home. A page of 100 homes holds more than 100 applications, so these reads take up to 500
     * ids per call, like a page's bedrooms: its calls stay those of a page of 10 homes.
     */
    applicants: byIdsLoader<LifecycleApplicantRow>(v20, '/lifecycles/applicants', {
      key: 'lifecycle_id', maxIds: MAX_IDS_PER_PARTS_CALL, paged: false,
    }),
    /** The screening reports of those applications, likewise in one call (`GET /lifecycles/screening-reports?ids=`). */
    screeningReports: byIdsLoader<LifecycleScreeningRow>(v20, '/lifecycles/screening-reports', {
      key: 'lifecycle_id', maxIds: MAX_IDS_PER_PARTS_CALL, paged: false,
    }),
  };
}
