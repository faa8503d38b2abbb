import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { liveStream } from '../../../live/stream.js';
import { ticketTopic } from '../../../live/topics.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { TicketDto } from '../dto.js';

const notFound = () => new GraphQLError('No such ticket.', { extensions: { code: 'NOT_FOUND', v20Code: 'not_found' } });

/** The ticket as this viewer sees it now; null when it is not theirs (any more). */
const readTicket = (id: string) => (_event: unknown, ctx: GatewayContext) => ctx.loaders.tickets.tickets.load(id);

/**
 * Refused (NOT_FOUND) unless the viewer's token sees the ticket now; then every
 * event on the ticket's topic is answered with the ticket re-read for this viewer.
 */
export const ticketUpdated: NonNullable<SubscriptionResolvers['ticketUpdated']> = {
  subscribe: async (_p, { ticketId }, ctx) => {
    const id = restIdOf(ticketId, 'MaintenanceTicket');
    if (!id || !(await ctx.loaders.tickets.tickets.load(id))) throw notFound();
    return liveStream<TicketDto>(ctx, ticketTopic(id), readTicket(id));
  },
  resolve: (ticket: TicketDto) => ticket,
};
