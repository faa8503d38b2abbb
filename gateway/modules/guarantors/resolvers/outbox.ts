import type { OutboxMessageResolvers, QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import type { Page } from '../../../v20/dto.js';
import type { OutboxMessageDto } from '../dto.js';
import { outboxMessageGlobalId } from '../ids.js';

/** Staff read the outbox mailbox (spec: the email "goes to an outbox mailbox that staff can read"). */
export const outboxMessages: NonNullable<QueryResolvers['outboxMessages']> = async (_p, { to, kind, first, after }, ctx) => {
  const request = pageRequest(first, after);
  const page = await ctx.v20.get<Page<OutboxMessageDto>>('/internal/outbox-messages', {
    query: { to, kind, limit: request.limit, cursor: request.cursor },
  });
  return connectionFrom(page, request);
};

export const OutboxMessage: OutboxMessageResolvers = {
  id: (m) => outboxMessageGlobalId(m.id),
  databaseId: (m) => String(m.id),
  createdAt: (m) => m.created_at,
};
