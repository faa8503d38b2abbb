// The bell holds the one notificationAdded subscription of the page; screens that
// need to react to a notification (the Service Tickets board refetches when a
// ticket notification arrives) listen here instead of opening a second stream.

export interface AddedNotification {
  eventType: string;
  linkPath: string | null | undefined;
}

const listeners = new Set<(notification: AddedNotification) => void>();

export function onNotificationAdded(listener: (notification: AddedNotification) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitNotificationAdded(notification: AddedNotification): void {
  listeners.forEach((listener) => listener(notification));
}

/** Event types about maintenance tickets (maintenance_ticket.opened, .updated, …). */
export const isTicketEvent = (eventType: string) => eventType.startsWith('maintenance_ticket.');
