import type { UserResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';

export const User: UserResolvers = {
  id: (u) => toGlobalId('User', u.id),
  databaseId: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  phoneNumber: (u) => u.phone_number,
  // GET /me/ carries account and profile together; Profile reads the same DTO.
  profile: (u) => u,
};
