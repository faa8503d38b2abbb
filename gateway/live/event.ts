/**
 * One event as the api delivers it to webhooks (docs/live.md, "Delivery format").
 * The gateway trusts a delivery only once its signature checked out; this parser
 * still refuses shapes it cannot route, so a bug at the api cannot crash a topic.
 */
export interface LiveEvent {
  id: string;
  type: string;
  created_at: string;
  actor_role: string | null;
  actor_user_id: number | null;
  building_id: number | null;
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The event in a delivery body, or null when the body is not one. */
export function parseLiveEvent(rawBody: string): LiveEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isObject(body) || typeof body.id !== 'string' || typeof body.type !== 'string') return null;
  const subject = body.subject;
  if (!isObject(subject) || typeof subject.type !== 'string' || subject.id === undefined || subject.id === null) return null;
  return {
    id: body.id,
    type: body.type,
    created_at: typeof body.created_at === 'string' ? body.created_at : new Date().toISOString(),
    actor_role: typeof body.actor_role === 'string' ? body.actor_role : null,
    actor_user_id: typeof body.actor_user_id === 'number' ? body.actor_user_id : null,
    building_id: typeof body.building_id === 'number' ? body.building_id : null,
    subject: { type: subject.type, id: String(subject.id) },
    data: isObject(body.data) ? body.data : {},
  };
}
