import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { LiveEvent } from '../../../live/event.js';
import { liveStream } from '../../../live/stream.js';
import { caseTopic, notificationsTopic } from '../../../live/topics.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import type { CaseDto } from '../../resolution/dto.js';
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

const notFound = () => new GraphQLError('No such case.', { extensions: { code: 'NOT_FOUND', v20Code: 'not_found' } });

/** The case's REST id from its global id, or the REST id itself (what CaseUpdatedEvent.caseId gives back). */
function caseRestId(caseId: string): string | null {
  return restIdOf(caseId, 'ResolutionCase') ?? (isRestId(caseId) ? caseId : null);
}

interface CaseUpdated {
  caseId: string;
  eventType: string;
  occurredAt: string;
  resolutionCase: CaseDto;
}

/**
 * Refused (NOT_FOUND) unless the viewer's token sees the case now; then each event
 * on the case's topic is answered with the case re-read with the subscriber's
 * token and fresh loaders (a 404, or a case no longer listed, drops the event).
 */
export const caseUpdated: NonNullable<SubscriptionResolvers['caseUpdated']> = {
  subscribe: async (_p, { caseId }, ctx) => {
    const id = caseRestId(caseId);
    if (!id || !(await ctx.loaders.resolution.cases.load(id))) throw notFound();
    return liveStream<CaseUpdated>(ctx, caseTopic(id), async (event, eventCtx) => {
      const resolutionCase = await eventCtx.loaders.resolution.cases.load(id);
      return resolutionCase ? { caseId: id, eventType: event.type, occurredAt: event.created_at, resolutionCase } : null;
    });
  },
  resolve: (event: CaseUpdated) => event,
};
