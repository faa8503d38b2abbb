import type { BackendRequestResolvers, QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { badUserInput } from '../../../v20/errors.js';
import type { Page } from '../../../v20/dto.js';
import type { BackendRequestDto } from '../dto.js';
import { staffLogGlobalId } from '../ids.js';

const REST_ID = /^[1-9][0-9]{0,9}$/;
const idText = (id: number | null) => (id === null ? null : String(id));

/** Staff read the request log (docs/request-log.md); the filters are v20's, one to one. */
export const backendRequests: NonNullable<QueryResolvers['backendRequests']> = async (_p, { filter, first, after }, ctx) => {
  const request = pageRequest(first, after);
  if (filter?.userId && !REST_ID.test(filter.userId)) throw badUserInput('userId is a user\'s REST id, e.g. 12.', 'filter');
  const page = await ctx.v20.get<Page<BackendRequestDto>>('/backend-requests', {
    query: {
      user_id: filter?.userId ?? undefined,
      path_prefix: filter?.pathPrefix || undefined,
      status_class: filter?.statusClass ?? undefined,
      method: filter?.method ?? undefined,
      impersonated: filter?.impersonatedOnly ? 'true' : undefined,
      from: filter?.from ?? undefined,
      to: filter?.to ?? undefined,
      limit: request.limit,
      cursor: request.cursor,
    },
  });
  return connectionFrom(page, request);
};

export const BackendRequest: BackendRequestResolvers = {
  id: (r) => staffLogGlobalId('BackendRequest', r.id),
  databaseId: (r) => String(r.id),
  occurredAt: (r) => r.occurred_at,
  durationMs: (r) => r.duration_ms,
  userId: (r) => idText(r.user_id),
  userEmail: (r) => r.user_email,
  userRole: (r) => r.user_role,
  impersonatorUserId: (r) => idText(r.impersonator_user_id),
  impersonatorEmail: (r) => r.impersonator_email,
  tokenType: (r) => r.token_typ,
  currentWebsitePage: (r) => r.current_website_page,
  requestId: (r) => r.request_id,
};
