import type { LiveEvent } from './event.js';

/**
 * Pub/sub topics (docs/live.md): one per thing a subscription listens to. A topic
 * names what changed, never who may see it: each subscriber re-reads the subject
 * with its own token before anything is sent.
 */
export const notificationsTopic = (userId: string | number) => `notifications:${userId}`;
export const ticketTopic = (ticketId: string | number) => `ticket:${ticketId}`;
export const caseTopic = (caseId: string | number) => `case:${caseId}`;
/** One job of the vendor marketplace, and every job (for feeds: each subscriber re-reads, so sees only theirs). */
export const serviceActivityTopic = (id: string | number) => `service_activity:${id}`;
export const serviceActivitiesTopic = 'service_activities';

/** The topics an event is published on; none for types no subscription follows. */
export function topicsFor(event: LiveEvent): string[] {
  if (event.type === 'notification.created') {
    const userId = event.data.user_id;
    return typeof userId === 'number' || (typeof userId === 'string' && userId !== '') ? [notificationsTopic(userId)] : [];
  }
  if (event.type.startsWith('maintenance_ticket.')) return [ticketTopic(event.subject.id)];
  if (event.type.startsWith('resolution_case.')) return [caseTopic(event.subject.id)];
  if (event.type === 'service_activity.created' || event.type === 'service_activity.updated') {
    return [serviceActivityTopic(event.subject.id), serviceActivitiesTopic];
  }
  return [];
}
