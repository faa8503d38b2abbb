/**
 * Ids of this module's objects. GuarantorConnection is not a Node (no `node(id:)`
 * lookup: v20 has no batch read for it), but Relay still keys its store by `id`.
 * Inputs take the global id or the REST id, because the invite link carries the
 * REST `connection_id`.
 */
const encode = (type: string, restId: string | number) => Buffer.from(`${type}:${restId}`, 'utf8').toString('base64');

export const guarantorConnectionGlobalId = (restId: string | number) => encode('GuarantorConnection', restId);
export const outboxMessageGlobalId = (restId: string | number) => encode('OutboxMessage', restId);

const REST_ID = /^[1-9][0-9]{0,9}$/;

/** The REST id in `value`: a plain REST id, or a global id of `type`; null for anything else. */
export function restIdFrom(value: string, type: 'GuarantorConnection' | 'Lifecycle'): string | null {
  if (REST_ID.test(value)) return value;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const prefix = `${type}:`;
  if (!decoded.startsWith(prefix)) return null;
  const restId = decoded.slice(prefix.length);
  return REST_ID.test(restId) && encode(type, restId) === value ? restId : null;
}
