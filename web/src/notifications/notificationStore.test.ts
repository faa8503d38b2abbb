import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { markLoadedNotificationsRead, prependNotification, setUnreadCount } from './notificationStore';

const CONNECTION = 'client:root:viewer:__NotificationBell_notifications_connection';

/** A store holding the viewer and, when asked, the bell's loaded list with one read notification. */
function environment(withList: boolean) {
  const records: Record<string, Record<string, unknown>> = {
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'client:root:viewer' } },
    'client:root:viewer': {
      __id: 'client:root:viewer', __typename: 'Viewer', unreadNotificationCount: 2,
      ...(withList ? { __NotificationBell_notifications_connection: { __ref: CONNECTION } } : {}),
    },
  };
  if (withList) {
    records[CONNECTION] = { __id: CONNECTION, __typename: 'NotificationConnection', unreadCount: 2, edges: { __refs: [`${CONNECTION}:edges:0`] } };
    records[`${CONNECTION}:edges:0`] = { __id: `${CONNECTION}:edges:0`, __typename: 'NotificationEdge', cursor: 'c0', node: { __ref: 'old' } };
    records.old = { __id: 'old', __typename: 'Notification', id: 'old', read: false };
  }
  const source = new RecordSource(records as never);
  const env = new Environment({ network: Network.create(() => Observable.from({ data: {} })), store: new Store(source) });
  return { env, source };
}

const edgeNodes = (source: RecordSource) =>
  ((source.get(CONNECTION)?.edges as { __refs: string[] }).__refs).map((ref) => (source.get(ref)?.node as { __ref: string }).__ref);

describe('notification store updates', () => {
  it('a new notification sets the bell to the gateway\'s count and goes on top of the loaded list, once', () => {
    const { env, source } = environment(true);
    const add = () =>
      env.commitUpdate((store) => {
        const node = store.get('new') ?? store.create('new', 'Notification');
        node.setValue('new', 'id');
        setUnreadCount(store, 3);
        prependNotification(store, node);
      });
    add();
    add(); // at least once delivery: the same notification again
    expect(source.get('client:root:viewer')?.unreadNotificationCount).toBe(3);
    expect(source.get(CONNECTION)?.unreadCount).toBe(3);
    expect(edgeNodes(source)).toEqual(['new', 'old']);
  });

  it('without a loaded list, only the count changes', () => {
    const { env, source } = environment(false);
    env.commitUpdate((store) => {
      setUnreadCount(store, 7);
      prependNotification(store, store.create('new', 'Notification'));
    });
    expect(source.get('client:root:viewer')?.unreadNotificationCount).toBe(7);
  });

  it('mark all read marks the loaded notifications read', () => {
    const { env, source } = environment(true);
    env.commitUpdate((store) => {
      setUnreadCount(store, 0);
      markLoadedNotificationsRead(store);
    });
    expect(source.get('old')?.read).toBe(true);
    expect(source.get('client:root:viewer')?.unreadNotificationCount).toBe(0);
  });
});
