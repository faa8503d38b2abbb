import { INFORMATION_REQUEST_KINDS, INFORMATION_REQUEST_REASONS, labelOf } from '../../../../common/application-reasons.js';
import type { InformationRequestResolvers } from '../../../__generated__/resolvers-types.js';
import { globalIdOf } from '../ids.js';

export const InformationRequest: InformationRequestResolvers = {
  id: (r) => globalIdOf('InformationRequest', r.id),
  databaseId: (r) => String(r.id),
  lifecycleDatabaseId: (r) => String(r.lifecycle_id),
  kindLabel: (r) => labelOf(INFORMATION_REQUEST_KINDS, r.kind) ?? r.kind,
  reasonLabel: (r) => labelOf(INFORMATION_REQUEST_REASONS, r.reason),
  responseKind: (r) => r.response_kind,
  responseText: (r) => r.response_text,
  declineReason: (r) => r.decline_reason,
  respondedAt: (r) => r.responded_at,
  createdAt: (r) => r.created_at,
};
