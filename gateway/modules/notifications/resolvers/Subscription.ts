import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { LiveEvent } from '../../../live/event.js';
import { liveStream } from '../../../live/stream.js';
import { caseTopic, notificationsTopic } from '../../../live/topics.js';
import { isRestId } from '../../../relay/globalId.js';
import type { NotificationDto, NotificationPage } from '../dto.js';

interface NotificationAdded {
  notification: NotificationDto;
  unreadCount: number;
}

/** One call: the notification (only the owner gets it back) and the owner's unread count. */
async function readNotification(event: LiveEvent, ctx: GatewayContext): Promise<NotificationAdded | null> {
  const id = String(event.data.notification_id ?? event.subject.id);
  if (!isRestId(id)) return null;
  const page = await ctx.v20.get<NotificationPage>('/notifications', { query: { ids: [id], limit: 1 } });
  const notification = page.results.find((n) => String(n.id) === id);
  return notification ? { notification, unreadCount: page.unread_count } : null;
}

/** Listens on the viewer's own topic only: the token's user id decides, never an argument. */
export const notificationAdded: NonNullable<SubscriptionResolvers['notificationAdded']> = {
  subscribe: (_p, _args, ctx) => liveStream(ctx, notificationsTopic(ctx.session.userId!), readNotification),
  resolve: (added: NotificationAdded) => added,
};

interface CaseEvent {
  id: string;
  seq: number;
  type: string;
  created_at: string;
}

/** At most this many pages of a case's events are read to find where the viewer is. */
const MAX_EVENT_PAGES = 10;

/**
 * The case's events the viewer is in the audience of, after `afterSeq` (v20
 * /events: oldest first). Until the cases module exists (issue 7), being in a
 * case event's audience is what makes a party to the case.
 */
async function caseEvents(ctx: GatewayContext, caseId: string, afterSeq: number): Promise<CaseEvent[]> {
  const all: CaseEvent[] = [];
  let after = afterSeq;
  for (let page = 0; page < MAX_EVENT_PAGES; page++) {
    const found = await ctx.v20.get<{ results: CaseEvent[]; next_cursor: string | null }>('/events', {
      query: { subject_type: 'resolution_case', subject_id: caseId, after, limit: 100 },
    });
    all.push(...found.results);
    if (!found.next_cursor || found.results.length === 0) break;
    after = found.results.at(-1)!.seq;
  }
  return all;
}

const notFound = () => new GraphQLError('No such case.', { extensions: { code: 'NOT_FOUND', v20Code: 'not_found' } });

export const caseUpdated: NonNullable<SubscriptionResolvers['caseUpdated']> = {
  subscribe: async (_p, { caseId }, ctx) => {
    if (!isRestId(caseId)) throw notFound();
    const known = await caseEvents(ctx, caseId, 0);
    if (known.length === 0) throw notFound();
    let lastSeq = known.at(-1)!.seq;
    // Each event counts only if v20 lists it for this viewer too.
    return liveStream(ctx, caseTopic(caseId), async (event, eventCtx) => {
      const newer = await caseEvents(eventCtx, caseId, lastSeq);
      lastSeq = newer.at(-1)?.seq ?? lastSeq;
      const mine = newer.find((e) => e.id === event.id);
      return mine ? { caseId, eventType: mine.type, occurredAt: mine.created_at } : null;
    });
  },
  resolve: (event: { caseId: string; eventType: string; occurredAt: string }) => event,
};
