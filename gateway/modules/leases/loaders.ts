import DataLoader from 'dataloader';
import { isRestId } from '../../relay/globalId.js';
import { byIdsLoader, MAX_IDS_PER_PAGE, MAX_IDS_PER_PARTS_CALL, type LoaderScope } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import type { LeaseDto } from './dto.js';

/** The lease that counts for a lifecycle: the open one, else the newest voided one. */
function currentLease(leases: LeaseDto[]): LeaseDto | null {
  return leases.find((l) => l.status !== 'voided') ?? leases[0] ?? null;
}

export function createLeaseLoaders({ v20, session }: LoaderScope) {
  // v20 shows leases to tenants and managers; guests and vendors have none (no call made).
  const mayHaveLeases = !session.isGuest && (session.role === 'tenant' || session.role === 'manager');
  return {
    leases: byIdsLoader<LeaseDto>(v20, '/leases', { maxIds: MAX_IDS_PER_PAGE }),
    /**
     * The lease of each lifecycle, batched into one `GET /leases?lifecycle_ids=` per tick
     * for up to 500 lifecycles (every application of a page of 100 homes on the Tenants
     * page; v20 lets a batch read's page hold as many): a lifecycle has at most one open
     * lease and rarely a voided one, so a page of 500 leases nearly always answers them
     * all; a next page is read only when there is one. (Batches of 100 made a page of 100
     * homes with 120 applications cost one call more than a page of 10 homes.)
     */
    leaseOfLifecycle: new DataLoader<string, LeaseDto | null>(async (lifecycleIds) => {
      const wanted = lifecycleIds.filter(isRestId);
      if (!mayHaveLeases || wanted.length === 0) return lifecycleIds.map(() => null);
      const leases: LeaseDto[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<LeaseDto> = await v20.get('/leases', { query: { lifecycle_ids: wanted, limit: MAX_IDS_PER_PARTS_CALL, cursor } });
        leases.push(...page.results);
        cursor = page.next_cursor;
      } while (cursor);
      return lifecycleIds.map((id) => currentLease(leases.filter((l) => String(l.lifecycle_id) === id)));
    }, { maxBatchSize: MAX_IDS_PER_PARTS_CALL }),
  };
}
