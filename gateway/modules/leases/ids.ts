/**
 * Lease ids. A lease is not a Node (v20 shows it to two parties by id, and the web
 * opens it by REST id), but Relay keys its store by `id` and mutations take it back.
 */
import { isRestId } from '../../relay/globalId.js';

export const leaseGlobalId = (restId: string | number) => Buffer.from(`Lease:${restId}`, 'utf8').toString('base64');

/** The REST id behind a lease's global id; null for anything else (never sent to v20). */
export function leaseRestIdOf(id: string): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  if (!decoded.startsWith('Lease:')) return null;
  const restId = decoded.slice('Lease:'.length);
  return isRestId(restId) && leaseGlobalId(restId) === id ? restId : null;
}
