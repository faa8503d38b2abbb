import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { GuarantorConnectionRelationship, GuarantorConnectionStatus, GuarantorInviteProblem } from '../enums.js';
import { GuarantorConnection } from './GuarantorConnection.js';
import { acceptGuarantorInvite, inviteGuarantor, resendGuarantorInvite } from './mutations.js';
import { OutboxMessage, outboxMessages } from './outbox.js';
import { Viewer } from './Viewer.js';

export const guarantorResolvers: Resolvers = {
  GuarantorConnectionStatus,
  GuarantorConnectionRelationship,
  GuarantorInviteProblem,
  GuarantorConnection,
  OutboxMessage,
  Viewer,
  Query: { outboxMessages },
  Mutation: { inviteGuarantor, resendGuarantorInvite, acceptGuarantorInvite },
};
