/**
 * Ids of this module's objects. Lifecycle is a Node (`node(id:)`); questions and
 * information requests are not (v20 has no batch read for them), but Relay still
 * keys its store by `id`, and mutations take it back.
 */
import { isRestId } from '../../relay/globalId.js';

export type ApplicationObject = 'Lifecycle' | 'LifecycleQuestion' | 'InformationRequest';

export const globalIdOf = (type: ApplicationObject, restId: string | number) =>
  Buffer.from(`${type}:${restId}`, 'utf8').toString('base64');

/** The REST id behind a global id of `type`; null for anything else (never sent to v20). */
export function restIdOf(id: string, type: ApplicationObject): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const prefix = `${type}:`;
  if (!decoded.startsWith(prefix)) return null;
  const restId = decoded.slice(prefix.length);
  return isRestId(restId) && globalIdOf(type, restId) === id ? restId : null;
}
