import DataLoader from 'dataloader';
import { byIdsLoader, MAX_IDS_PER_PAGE, once, orNull, type LoaderScope } from '../../v20/batch.js';
import type { V20Client } from '../../v20/client.js';
import type { FullServiceTypeDto, ProviderDto, ServiceActivityDto } from './dto.js';

/**
 * One record per call: `/residential-service-providers` takes no `?ids=` (its query
 * schema is strict), so a batch is read id by id, in parallel, each null when not the
 * viewer's to see.
 */
function oneByOneLoader<T>(v20: V20Client, route: string): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>((ids) => Promise.all(ids.map((id) => orNull(() => v20.get<T>(route, { params: { id } })))));
}

export function createServiceLoaders({ v20 }: LoaderScope) {
  return {
    /**
     * Jobs by REST id, read in full (`history` and `photos` included when the viewer sees
     * it in full): one `GET /service-activities/in-full?ids=` per 100 jobs, so a list of
     * jobs asking for photos costs one call, not one per job. Jobs the viewer may not see load as null.
     */
    activities: byIdsLoader<ServiceActivityDto>(v20, '/service-activities/in-full', { maxIds: MAX_IDS_PER_PAGE, paged: false }),
    /** Companies by REST id: its own people and staff; null for anyone else. */
    providers: oneByOneLoader<ProviderDto>(v20, '/residential-service-providers/:id'),
    /** What can be booked, once per request (a short list). */
    serviceTypes: once(async () => (await v20.get<{ results: FullServiceTypeDto[] }>('/service-types')).results),
    /** The vendor's own company (v20 lists a vendor exactly theirs, or none). */
    myProvider: once(async () => (await v20.get<{ results: ProviderDto[] }>('/residential-service-providers', { query: { limit: 1 } })).results[0] ?? null),
  };
}
