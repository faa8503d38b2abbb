import DataLoader from 'dataloader';
import { isRestId } from '../../relay/globalId.js';
import { byIdsLoader, MAX_IDS_PER_PAGE, once, orNull, type LoaderScope } from '../../v20/batch.js';
import type { V20Client } from '../../v20/client.js';
import type { Page } from '../../v20/dto.js';
import type { CaseCategoryDto, CaseDto, CaseLeaseOptionDto, CommentDto, CommentThreadRef, ProposalDto } from './dto.js';

/** A thread's timeline is read whole; a case conversation longer than this many pages is cut. */
const MAX_COMMENT_PAGES = 10;

/** Every comment of a thread, oldest first (v20 pages of 100). */
async function allComments(v20: V20Client, threadId: string): Promise<CommentDto[]> {
  const all: CommentDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_COMMENT_PAGES; page++) {
    const found: Page<CommentDto> = await v20.get<Page<CommentDto>>('/comment-thread/:id/comments', {
      params: { id: threadId }, query: { limit: 100, cursor },
    });
    all.push(...found.results);
    cursor = found.next_cursor ?? null;
    if (!cursor || found.results.length === 0) break;
  }
  return all;
}

/** One-by-one reads (v20 has no `?ids=` for these), still cached per request. */
function singleLoader<T>(read: (id: string) => Promise<T | null>): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>((ids) => Promise.all(ids.map((id) => (isRestId(id) ? read(id) : null))));
}

export function createResolutionLoaders({ v20 }: LoaderScope) {
  return {
    /** Cases by REST id, batched into `GET /resolution-cases?ids=`; null when not visible. */
    cases: byIdsLoader<CaseDto>(v20, '/resolution-cases', { maxIds: MAX_IDS_PER_PAGE }),
    proposals: singleLoader((id) => orNull(() => v20.get<ProposalDto>('/resolution-proposals/:id', { params: { id } }))),
    threads: singleLoader((id) => orNull(() => v20.get<CommentThreadRef>('/comment-thread/:id', { params: { id } }))),
    /** A thread's comments, oldest first (the timeline and CommentThread.comments share one read). */
    comments: singleLoader((id) => allComments(v20, id)),
    /** Categories with their types, once per request (a short list kept with the schema). */
    categories: once(async () => (await v20.get<{ results: CaseCategoryDto[] }>('/resolution-case-categories')).results),
    leaseOptions: once(async () => (await v20.get<{ results: CaseLeaseOptionDto[] }>('/me/resolution-case-options')).results),
  };
}
