import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { LiveEvent } from '../../../live/event.js';
import { liveStream } from '../../../live/stream.js';
import { serviceActivitiesTopic, serviceActivityTopic } from '../../../live/topics.js';
import { restIdOf } from '../../../relay/globalId.js';
import type { ServiceActivityDto } from '../dto.js';

const notFound = () => new GraphQLError('No such service activity.', { extensions: { code: 'NOT_FOUND', v20Code: 'not_found' } });

/** The event's job as this viewer sees it now; null when it is not theirs (any more), so nothing is sent. */
const readJob = (event: LiveEvent, ctx: GatewayContext) => ctx.loaders.services.activities.load(String(event.subject.id));

/**
 * With an id: refused (NOT_FOUND) unless the viewer's token sees the job now, then
 * every event of that job. Without: every job event, each re-read with the
 * viewer's token, so only the jobs they see (a vendor's new offers too) reach them.
 */
export const serviceActivityUpdated: NonNullable<SubscriptionResolvers['serviceActivityUpdated']> = {
  subscribe: async (_p, { id }, ctx) => {
    if (id === null || id === undefined) return liveStream<ServiceActivityDto>(ctx, serviceActivitiesTopic, readJob);
    const restId = restIdOf(id, 'ServiceActivity');
    if (!restId || !(await ctx.loaders.services.activities.load(restId))) throw notFound();
    return liveStream<ServiceActivityDto>(ctx, serviceActivityTopic(restId), readJob);
  },
  resolve: (job: ServiceActivityDto) => job,
};
