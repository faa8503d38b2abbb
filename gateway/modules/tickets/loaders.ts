import { byIdsLoader, MAX_IDS_PER_PAGE, once, type LoaderScope } from '../../v20/batch.js';
import type { SupportCategoryDto, TicketDto } from './dto.js';

export function createTicketLoaders({ v20 }: LoaderScope) {
  return {
    /** Tickets by REST id, batched into `GET /maintenance-tickets?ids=`; null when not visible. */
    tickets: byIdsLoader<TicketDto>(v20, '/maintenance-tickets', { maxIds: MAX_IDS_PER_PAGE }),
    /** The active categories, once per request (a short list kept by staff). */
    supportCategories: once(async () => (await v20.get<{ results: SupportCategoryDto[] }>('/support-categories')).results),
  };
}
