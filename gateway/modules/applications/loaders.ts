import DataLoader from 'dataloader';
import { byIdsLoader, MAX_IDS_PER_PAGE, once, type LoaderScope } from '../../v20/batch.js';
import type { Page } from '../../v20/dto.js';
import type { InformationRequestDto, LifecycleDto, LifecycleQuestionDto } from './dto.js';

/** More pages than any applicant has (100 applications each): a runaway loop stops here. */
const MAX_PAGES = 5;

/** The loaders of Lifecycle (this module is its home) and of the viewer's applications. */
export function createApplicationLoaders({ v20, session }: LoaderScope) {
  // v20 shows applications to the tenant role only; other roles (and guests) have none to walk through.
  const isApplicant = !session.isGuest && session.role === 'tenant';
  return {
    /** Every application of the viewer, newest first, in one call (the onboarding rules need them all). */
    viewerApplications: once(async (): Promise<LifecycleDto[]> => {
      if (!isApplicant) return [];
      const all: LifecycleDto[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const found: Page<LifecycleDto> = await v20.get('/applications/', { query: { limit: MAX_IDS_PER_PAGE, cursor } });
        all.push(...found.results);
        cursor = found.next_cursor;
        if (!cursor) break;
      }
      return all;
    }),
    /** Lifecycles by id, as the viewer may see them (their own, or their homes' as manager). */
    lifecycles: byIdsLoader<LifecycleDto>(v20, '/lifecycles', { maxIds: MAX_IDS_PER_PAGE }),
    /** A lifecycle's renter confirmation questions, one call per lifecycle. */
    questions: new DataLoader<string, LifecycleQuestionDto[]>((ids) => Promise.all(ids.map(async (id) =>
      (await v20.get<{ results: LifecycleQuestionDto[] }>('/lifecycles/:id/lifecycle-questions', { params: { id } })).results))),
    informationRequests: once(async (): Promise<InformationRequestDto[]> => {
      if (!isApplicant) return [];
      return (await v20.get<Page<InformationRequestDto>>('/information-requests', { query: { limit: MAX_IDS_PER_PAGE } })).results;
    }),
  };
}
