/** GraphQL ↔ v20 values of the guarantor enums (see listings/enums.ts for the pattern). */
import { enumValueMap } from '../../schema/enumValues.js';

/** v20's `status` of a guarantor connection (api/domain/guarantors/status.ts), in order. */
export const GUARANTOR_CONNECTION_STATUSES = ['invited', 'accepted', 'screening_completed', 'completed'] as const;
export const GUARANTOR_CONNECTION_RELATIONSHIPS = ['tenant', 'guarantor', 'invitee'] as const;
/** v20 error codes of an invite link that cannot be used. */
export const GUARANTOR_INVITE_PROBLEMS = ['invalid_invite_token', 'guarantor_connection_already_accepted'] as const;

export type GuarantorConnectionStatus = (typeof GUARANTOR_CONNECTION_STATUSES)[number];
export const GuarantorConnectionStatus = enumValueMap(GUARANTOR_CONNECTION_STATUSES);
export type GuarantorConnectionRelationship = (typeof GUARANTOR_CONNECTION_RELATIONSHIPS)[number];
export const GuarantorConnectionRelationship = enumValueMap(GUARANTOR_CONNECTION_RELATIONSHIPS);
export type GuarantorInviteProblem = (typeof GUARANTOR_INVITE_PROBLEMS)[number];
export const GuarantorInviteProblem = enumValueMap(GUARANTOR_INVITE_PROBLEMS);
