import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { isRestId } from '../../relay/globalId.js';
import { MAX_IDS_PER_PAGE, once, restLoader } from '../../v20/batch.js';
import type { V20Client } from '../../v20/client.js';
import type { Page } from '../../v20/dto.js';
import { V20Error } from '../../v20/errors.js';
import type { CaseCategoryDto, CaseDto, CaseLeaseOptionDto, CommentDto, CommentThreadRef, ProposalDto } from './dto.js';

/** A thread's timeline is read whole; a case conversation longer than this many pages is cut. */
const MAX_COMMENT_PAGES = 10;

/** One v20 record, or null when v20 does not show it to the viewer (404/403: not theirs). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof V20Error && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

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

function createResolutionLoaders(ctx: GatewayContext) {
  const { v20 } = ctx;
  return {
    /** Cases by REST id, batched into `GET /resolution-cases?ids=`; null when not visible. */
    cases: restLoader<CaseDto>(v20, '/resolution-cases', MAX_IDS_PER_PAGE),
    proposals: singleLoader((id) => orNull(() => v20.get<ProposalDto>('/resolution-proposals/:id', { params: { id } }))),
    threads: singleLoader((id) => orNull(() => v20.get<CommentThreadRef>('/comment-thread/:id', { params: { id } }))),
    /** A thread's comments, oldest first (the timeline and CommentThread.comments share one read). */
    comments: singleLoader((id) => allComments(v20, id)),
    /** Categories with their types, once per request (a short list kept with the schema). */
    categories: once(async () => (await v20.get<{ results: CaseCategoryDto[] }>('/resolution-case-categories')).results),
    leaseOptions: once(async () => (await v20.get<{ results: CaseLeaseOptionDto[] }>('/me/resolution-case-options')).results),
  };
}

/** Keyed by the request's loaders object, so `refreshLoaders()` after a write starts afresh. */
const perRequest = new WeakMap<object, ReturnType<typeof createResolutionLoaders>>();

export function resolutionLoaders(ctx: GatewayContext): ReturnType<typeof createResolutionLoaders> {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createResolutionLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
