import type { RestId } from '../v20/dto.js';

/** Types that implement Node, i.e. can be fetched back with `node(id:)`. */
export const NODE_TYPES = [
  'Building', 'Bedroom', 'Bathroom', 'ParkingSpot', 'User', 'Lifecycle',
  'MaintenanceTicket', 'TicketUpdate', 'SupportCategory', 'Notification',
  'Invoice', 'LedgerEntry', 'PaymentSource', 'Deposit',
  'ResolutionCase', 'ResolutionProposal', 'ResolutionCaseCategory', 'ResolutionCaseType', 'CommentThread', 'Comment',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** v20 ids are positive integers; anything else cannot exist, so it is never sent. */
export function isRestId(value: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(value);
}

/**
 * Opaque global ID: base64 of `Type:restId` (Relay convention). Clients must not
 * parse it; `databaseId` is the REST id for URLs.
 */
export function toGlobalId(type: NodeType, restId: RestId): string {
  return Buffer.from(`${type}:${restId}`, 'utf8').toString('base64');
}

/** The type and REST id behind a global ID, or null when it is not one of ours. */
export function fromGlobalId(id: string): { type: NodeType; restId: string } | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  const type = decoded.slice(0, separator);
  const restId = decoded.slice(separator + 1);
  if (!(NODE_TYPES as readonly string[]).includes(type) || !isRestId(restId)) return null;
  // Reject look-alikes such as trailing garbage that base64 decoding tolerates.
  if (toGlobalId(type as NodeType, restId) !== id) return null;
  return { type: type as NodeType, restId };
}

/** The REST id of a global ID of the expected type, or null. */
export function restIdOf(id: string, expected: NodeType): string | null {
  const parsed = fromGlobalId(id);
  return parsed?.type === expected ? parsed.restId : null;
}
