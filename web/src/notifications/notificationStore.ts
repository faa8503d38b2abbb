// Store edits shared by the subscription and the mutations. Viewer has no id, so
// everything hangs off the root's `viewer` record (what every page query reads).
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** The notification lists on screen: the bell's popover and /manager/notifications (both `filters: []`). */
export const NOTIFICATION_CONNECTIONS = ['NotificationBell_notifications', 'ManagerNotificationsList_notifications'] as const;

function connections(store: RecordSourceProxy): RecordProxy[] {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return [];
  return NOTIFICATION_CONNECTIONS.map((key) => ConnectionHandler.getConnection(viewer, key)).filter((c): c is RecordProxy => c != null);
}

/** The bell's number and each list's count, from the gateway's figure (never counted by hand). */
export function setUnreadCount(store: RecordSourceProxy, count: number | null | undefined): void {
  if (typeof count !== 'number') return;
  store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'unreadNotificationCount');
  for (const connection of connections(store)) connection.setValue(count, 'unreadCount');
}

/** Puts a new notification at the top of every list that is loaded (once: an event may arrive twice). */
export function prependNotification(store: RecordSourceProxy, node: RecordProxy): void {
  for (const connection of connections(store)) {
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) continue;
    const edge = ConnectionHandler.createEdge(store, connection, node, 'NotificationEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
  }
}

/** After "Mark all as read": every loaded notification shows as read at once. */
export function markLoadedNotificationsRead(store: RecordSourceProxy): void {
  for (const connection of connections(store)) {
    for (const edge of connection.getLinkedRecords('edges') ?? []) {
      const node = edge?.getLinkedRecord('node');
      if (node && !node.getValue('read')) {
        node.setValue(true, 'read');
        node.setValue(new Date().toISOString(), 'readAt');
      }
    }
  }
}
