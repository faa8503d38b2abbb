import { fromGlobalId as relayFromGlobalId, toGlobalId as relayToGlobalId } from 'graphql-relay';
import type { RestId } from '../v20/dto.js';

/** Types that implement Node, i.e. can be fetched back with `node(id:)`. */
export const NODE_TYPES = [
  'Building', 'Bedroom', 'Bathroom', 'ParkingSpot', 'User', 'Lifecycle',
  'MaintenanceTicket', 'TicketUpdate', 'SupportCategory', 'Notification',
  'Invoice', 'LedgerEntry', 'PaymentSource', 'Deposit',
  'ResolutionCase', 'ResolutionProposal', 'ResolutionCaseCategory', 'ResolutionCaseType', 'CommentThread', 'Comment',
  'ServiceActivity', 'ServiceType', 'ResidentialServiceProvider',
  'Webhook',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** v20 ids are positive integers; anything else cannot exist, so it is never sent. */
export function isRestId(value: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(value);
}

/**
 * Opaque global ID: base64 of `Type:restId` (Relay convention, graphql-relay's
 * encoding: the same bytes as before it was used). Clients must not parse it;
 * `databaseId` is the REST id for URLs.
 */
export function toGlobalId(type: NodeType, restId: RestId): string {
  return relayToGlobalId(type, String(restId));
}

/**
 * The type and REST id behind a global ID, or null when it is not one of ours.
 * graphql-relay only splits what it decodes; the checks are ours: a known type, a
 * REST id, and the canonical encoding (no look-alikes with trailing garbage).
 */
export function fromGlobalId(id: string): { type: NodeType; restId: string } | null {
  const { type, id: restId } = relayFromGlobalId(id);
  if (!(NODE_TYPES as readonly string[]).includes(type) || !isRestId(restId)) return null;
  if (toGlobalId(type as NodeType, restId) !== id) return null;
  return { type: type as NodeType, restId };
}

/** The REST id of a global ID of the expected type, or null. */
export function restIdOf(id: string, expected: NodeType): string | null {
  const parsed = fromGlobalId(id);
  return parsed?.type === expected ? parsed.restId : null;
}
