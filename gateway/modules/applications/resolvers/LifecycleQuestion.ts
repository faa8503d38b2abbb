import { APPLICANT_DECLINE_REASONS, labelOf } from '../../../../common/application-reasons.js';
import type { LifecycleQuestionResolvers } from '../../../__generated__/resolvers-types.js';
import { globalIdOf } from '../ids.js';

export const LifecycleQuestion: LifecycleQuestionResolvers = {
  id: (q) => globalIdOf('LifecycleQuestion', q.id),
  databaseId: (q) => String(q.id),
  responseType: (q) => q.response_type,
  respondedAt: (q) => q.responded_at,
  declineReason: (q) => q.decline_reason,
  declineReasonLabel: (q) => labelOf(APPLICANT_DECLINE_REASONS, q.decline_reason),
  declinedAt: (q) => q.declined_at,
};
