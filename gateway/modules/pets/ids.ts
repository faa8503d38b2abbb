/**
 * Ids of the objects of the pets, references and applicant profile modules. They
 * are not Nodes (v20 shows them only to their owner, in lists), but Relay keys
 * its store by `id` and the mutations take it back.
 */
import { isRestId } from '../../relay/globalId.js';

export type OwnRecord = 'TenantAnimal' | 'TenantRentalReference';

export const globalIdOf = (type: OwnRecord, restId: string | number) => Buffer.from(`${type}:${restId}`, 'utf8').toString('base64');

/** The REST id behind a global id of `type`; null for anything else (never sent to v20). */
export function restIdOf(id: string, type: OwnRecord): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const prefix = `${type}:`;
  if (!decoded.startsWith(prefix)) return null;
  const restId = decoded.slice(prefix.length);
  return isRestId(restId) && globalIdOf(type, restId) === id ? restId : null;
}
