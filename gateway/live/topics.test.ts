import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './event.js';
import { parseLiveEvent } from './event.js';
import { topicsFor } from './topics.js';

const event = (type: string, subject: LiveEvent['subject'], data: Record<string, unknown> = {}): LiveEvent => ({
  id: 'e1', type, created_at: '2026-01-01T00:00:00Z', actor_role: 'tenant', actor_user_id: 7, building_id: 3, subject, data,
});

describe('topicsFor', () => {
  it.each([
    [event('notification.created', { type: 'notification', id: '5' }, { user_id: 12 }), ['notifications:12']],
    [event('maintenance_ticket.updated', { type: 'maintenance_ticket', id: '41' }), ['ticket:41']],
    [event('maintenance_ticket.opened', { type: 'maintenance_ticket', id: '41' }), ['ticket:41']],
    [event('maintenance_ticket.users_changed', { type: 'maintenance_ticket', id: '41' }), ['ticket:41']],
    [event('resolution_case.updated', { type: 'resolution_case', id: '9' }), ['case:9']],
    // A job: its own topic and the feed every job subscriber listens to (each re-reads it with its own token).
    [event('service_activity.created', { type: 'service_activity', id: '8' }), ['service_activity:8', 'service_activities']],
    [event('service_activity.updated', { type: 'service_activity', id: '8' }), ['service_activity:8', 'service_activities']],
    [event('lease.countersigned', { type: 'lease', id: '2' }), []],
    [event('webhook.test', { type: 'webhook', id: '1' }), []],
    // A notification without its recipient cannot be routed to anyone.
    [event('notification.created', { type: 'notification', id: '5' }), []],
  ])('%#: %o', (e, topics) => {
    expect(topicsFor(e)).toEqual(topics);
  });
});

describe('parseLiveEvent', () => {
  it('reads a delivery body', () => {
    const body = JSON.stringify({ id: 'u', type: 'maintenance_ticket.updated', subject: { type: 'maintenance_ticket', id: 41 }, data: { x: 1 } });
    expect(parseLiveEvent(body)).toMatchObject({ id: 'u', subject: { id: '41' }, data: { x: 1 } });
  });
  it.each(['not json', '[]', '{"id":1,"type":"x"}', '{"id":"u","type":"x"}', '{"id":"u","type":"x","subject":{"type":"t"}}'])(
    'refuses %s', (body) => {
      expect(parseLiveEvent(body)).toBeNull();
    },
  );
});
