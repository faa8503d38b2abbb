/**
 * The JSON a webhook receives (docs/live.md "Delivery format"), built from an
 * events row. Kept apart from the dispatcher so /webhooks/{id}/deliveries and
 * tests speak the same shape.
 */
import type { ActorRole, TriggerSource } from '../../common/live.js';

export interface EventRow {
  id: string;
  event_type: string;
  created_at: string | Date;
  actor_role: ActorRole;
  actor_user_id: number | null;
  trigger_source: TriggerSource;
  building_id: number | null;
  subject_type: string;
  subject_id: string;
  data: Record<string, unknown>;
}

export interface DeliveryBody {
  id: string;
  type: string;
  created_at: string;
  actor_role: ActorRole;
  actor_user_id: number | null;
  trigger_source: TriggerSource;
  building_id: number | null;
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function deliveryBody(e: EventRow): DeliveryBody {
  return {
    id: e.id,
    type: e.event_type,
    created_at: iso(e.created_at),
    actor_role: e.actor_role,
    actor_user_id: e.actor_user_id,
    trigger_source: e.trigger_source,
    building_id: e.building_id,
    subject: { type: e.subject_type, id: e.subject_id },
    data: e.data ?? {},
  };
}
